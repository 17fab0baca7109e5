import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const tagTones = ['neutral', 'brandAccent', 'positive', 'caution', 'critical'] as const;

export const tag = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxsmall,
    maxWidth: '100%',
    paddingInline: vars.space.small,
    minHeight: 28,
    border: '1px solid transparent',
    borderRadius: vars.radius.small,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    verticalAlign: 'middle',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.tone.neutralSoft, color: vars.color.toneText.neutral },
      brandAccent: {
        backgroundColor: vars.color.tone.brandAccentSoft,
        color: vars.color.toneText.brandAccent,
      },
      positive: { backgroundColor: vars.color.tone.positiveSoft, color: vars.color.toneText.positive },
      caution: { backgroundColor: vars.color.tone.cautionSoft, color: vars.color.toneText.caution },
      critical: { backgroundColor: vars.color.tone.criticalSoft, color: vars.color.toneText.critical },
    },
    removable: { true: { paddingRight: vars.space.xxsmall }, false: {} },
  },
  defaultVariants: { tone: 'neutral', removable: false },
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 22,
  height: 22,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.small,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  flexShrink: 0,
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surface.hover },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export type TagVariants = NonNullable<RecipeVariants<typeof tag>>;
