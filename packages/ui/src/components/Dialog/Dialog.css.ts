import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.surface.backdrop,
  animation: `${fadeIn} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  zIndex: 1000,
});

export const dialogSizes = ['small', 'medium', 'large'] as const;

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100vh - 32px)',
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.large,
    padding: vars.space.xlarge,
    borderRadius: vars.radius.large,
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.large,
    fontFamily: vars.font.family.body,
    animation: `${rise} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
    zIndex: 1001,
    ':focus-visible': { outline: 'none' },
  },
  variants: {
    size: {
      small: { maxWidth: 400 },
      medium: { maxWidth: 560 },
      large: { maxWidth: 800 },
    },
  },
  defaultVariants: { size: 'medium' },
});

export const header = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.medium });

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  flexGrow: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.small,
});
