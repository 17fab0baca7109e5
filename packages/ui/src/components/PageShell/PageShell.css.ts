import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  backgroundColor: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const main = style({
  flexGrow: 1,
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xlarge,
  ':focus': { outline: 'none' },
});

export const mainFluid = style({ maxWidth: 'none', paddingInline: 0, paddingBlock: 0 });

export const skipLink = style({
  position: 'absolute',
  left: vars.space.small,
  top: vars.space.small,
  zIndex: 2000,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.link,
  boxShadow: vars.shadow.medium,
  transform: 'translateY(-200%)',
  ':focus': { transform: 'none' },
});
