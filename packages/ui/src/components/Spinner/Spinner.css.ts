import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinnerSizes = ['small', 'medium', 'large'] as const;

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    animation: `${spin} 700ms linear infinite`,
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      small: { width: 16, height: 16, borderWidth: 2 },
      medium: { width: 24, height: 24, borderWidth: 3 },
      large: { width: 40, height: 40, borderWidth: 4 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const wrapper = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.small });

export type SpinnerVariants = NonNullable<RecipeVariants<typeof spinner>>;
