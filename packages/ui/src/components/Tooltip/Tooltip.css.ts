import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const content = style({
  zIndex: 1300,
  maxWidth: 280,
  paddingInline: vars.space.small,
  paddingBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.text.primary,
  color: vars.color.text.inverse,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  boxShadow: vars.shadow.medium,
});

export const arrow = style({ fill: vars.color.text.primary });
