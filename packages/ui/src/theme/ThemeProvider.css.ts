import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

export const themeRoot = style({
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.page,
});

export const colorScheme = {
  light: style({ colorScheme: 'light' }),
  dark: style({ colorScheme: 'dark' }),
};
