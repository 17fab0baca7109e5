import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const slide = keyframes({
  '0%': { transform: 'translateX(-100%) scaleX(0.3)' },
  '50%': { transform: 'translateX(0) scaleX(0.6)' },
  '100%': { transform: 'translateX(100%) scaleX(0.3)' },
});

export const bar = style({
  position: 'fixed',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: 1200,
  backgroundColor: vars.color.tone.brandAccentSoft,
});

export const indicator = style({
  width: '100%',
  height: '100%',
  backgroundColor: vars.color.tone.brandAccent,
  transformOrigin: 'left',
  animation: `${slide} 1.2s ${vars.motion.easing.standard} infinite`,
});
