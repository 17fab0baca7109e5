import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex' });

export const select = style({
  appearance: 'none',
  paddingRight: vars.space.xxlarge,
  cursor: 'pointer',
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});
