import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 100,
  backgroundColor: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xlarge,
  minHeight: vars.size.headerHeight,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  fontWeight: vars.font.weight.strong,
});

export const nav = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.large,
  flexGrow: 1,
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  marginLeft: 'auto',
});
