import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const badgeTones = ['neutral', 'brandAccent', 'critical', 'caution', 'positive'] as const;
export const badgeVariants = ['soft', 'solid'] as const;

type Tone = (typeof badgeTones)[number];

const toneVariant = (tone: Tone) => ({
  soft: { backgroundColor: vars.color.tone[`${tone}Soft`], color: vars.color.toneText[tone] },
  solid: { backgroundColor: vars.color.tone[tone], color: vars.color.onTone[tone] },
});

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: { neutral: {}, brandAccent: {}, critical: {}, caution: {}, positive: {} },
    variant: { soft: {}, solid: {} },
    size: {
      small: {
        paddingInline: vars.space.small,
        fontSize: vars.font.size.xsmall,
        lineHeight: vars.font.lineHeight.xsmall,
      },
      medium: {
        paddingInline: vars.space.medium,
        paddingBlock: vars.space.xxsmall,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
    },
  },
  compoundVariants: badgeTones.flatMap((tone) =>
    badgeVariants.map((variant) => ({ variants: { tone, variant }, style: toneVariant(tone)[variant] })),
  ),
  defaultVariants: { tone: 'neutral', variant: 'soft', size: 'medium' },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  flexShrink: 0,
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;
