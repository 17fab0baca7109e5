import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const cardPaddings = ['none', 'small', 'medium', 'large'] as const;
export const cardTones = ['none', 'brandAccent', 'critical', 'caution', 'positive'] as const;

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.medium,
    minWidth: 0,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.large,
    boxShadow: vars.shadow.small,
  },
  variants: {
    padding: {
      none: {},
      small: { padding: vars.space.medium },
      medium: { padding: vars.space.large },
      large: { padding: vars.space.xlarge },
    },
    tone: {
      none: {},
      brandAccent: { borderLeft: `4px solid ${vars.color.tone.brandAccent}` },
      critical: { borderLeft: `4px solid ${vars.color.tone.critical}` },
      caution: { borderLeft: `4px solid ${vars.color.tone.caution}` },
      positive: { borderLeft: `4px solid ${vars.color.tone.positive}` },
    },
  },
  defaultVariants: { padding: 'medium', tone: 'none' },
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const title = style({
  margin: 0,
  flexGrow: 1,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const actions = style({ display: 'flex', gap: vars.space.xsmall });

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;
