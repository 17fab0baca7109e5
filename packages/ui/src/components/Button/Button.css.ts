import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const buttonTones = ['brandAccent', 'neutral', 'critical', 'positive'] as const;
export const buttonVariants = ['solid', 'soft', 'outline', 'ghost'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

type Tone = (typeof buttonTones)[number];

function toneStyles(tone: Tone) {
  const fill = vars.color.tone[tone];
  const hover = vars.color.tone[`${tone}Hover`];
  const soft = vars.color.tone[`${tone}Soft`];
  const text = vars.color.toneText[tone];
  return {
    solid: { backgroundColor: fill, color: vars.color.onTone[tone], ':hover': { backgroundColor: hover } },
    soft: { backgroundColor: soft, color: text, ':hover': { borderColor: text } },
    outline: {
      backgroundColor: 'transparent',
      borderColor: text,
      color: text,
      ':hover': { backgroundColor: soft },
    },
    ghost: { backgroundColor: 'transparent', color: text, ':hover': { backgroundColor: soft } },
  };
}

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.small,
    border: '1px solid transparent',
    borderRadius: vars.radius.medium,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    // One line while it fits; a label longer than its container (a batch's or a job's name on a phone) wraps
    // inside the button instead of pushing the page sideways. The button never shrinks in a row to wrap a label
    // that would fit, so rows keep the widths they had when buttons never wrapped.
    maxWidth: '100%',
    flexShrink: 0,
    textAlign: 'center',
    // Only a wrapped label reaches it: one line stays inside each size's minimum height.
    paddingBlock: vars.space.xsmall,
    cursor: 'pointer',
    userSelect: 'none',
    transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
    },
  },
  variants: {
    tone: { brandAccent: {}, neutral: {}, critical: {}, positive: {} },
    variant: { solid: {}, soft: {}, outline: {}, ghost: {} },
    size: {
      small: {
        minHeight: vars.size.control.small,
        paddingInline: vars.space.medium,
        fontSize: vars.font.size.small,
        lineHeight: vars.font.lineHeight.small,
      },
      medium: {
        minHeight: vars.size.control.medium,
        paddingInline: vars.space.large,
        fontSize: vars.font.size.standard,
        lineHeight: vars.font.lineHeight.standard,
      },
      large: {
        minHeight: vars.size.control.large,
        paddingInline: vars.space.xlarge,
        fontSize: vars.font.size.large,
        lineHeight: vars.font.lineHeight.large,
      },
    },
    fullWidth: { true: { width: '100%', flexShrink: 1 } },
  },
  compoundVariants: buttonTones.flatMap((tone) => {
    const styles = toneStyles(tone);
    return buttonVariants.map((variant) => ({ variants: { tone, variant }, style: styles[variant] }));
  }),
  defaultVariants: { tone: 'brandAccent', variant: 'solid', size: 'medium', fullWidth: false },
});

export const iconSlot = style({ display: 'inline-flex', fontSize: '1.15em' });

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
