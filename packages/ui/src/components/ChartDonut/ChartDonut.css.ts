import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const centerLabel = style({
  fill: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: 28,
  fontWeight: vars.font.weight.strong,
});
