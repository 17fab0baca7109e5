import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surface.hover,
    animation: `${pulse} 1.6s ${vars.motion.easing.standard} infinite`,
  },
  variants: {
    shape: {
      text: { height: '1em', borderRadius: vars.radius.small, marginBlock: '0.25em' },
      rectangle: { borderRadius: vars.radius.medium },
      circle: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { shape: 'text' },
});

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });
