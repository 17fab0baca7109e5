import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const textArea = style({ resize: 'vertical', minHeight: 96 });

export const count = style({
  alignSelf: 'flex-end',
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.text.secondary,
});
