import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.raised,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
  selectors: {
    '&:focus-within': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const languageName = style({ fontWeight: vars.font.weight.medium, marginInlineEnd: 'auto' });

export const frame = style({ position: 'relative', minHeight: 0 });

export const loading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '100%',
  color: vars.color.text.secondary,
});

export const shortcutTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const shortcutHeader = style({
  textAlign: 'start',
  paddingBlock: vars.space.xsmall,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const shortcutCell = style({
  paddingBlock: vars.space.xsmall,
  paddingInlineEnd: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
});

export const shortcutAction = style({ fontWeight: vars.font.weight.regular, textAlign: 'start' });

export const keyCap = style({
  display: 'inline-block',
  minWidth: '1.6em',
  paddingInline: vars.space.xxsmall,
  marginInlineEnd: vars.space.xxsmall,
  border: `1px solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.sunken,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xsmall,
  textAlign: 'center',
});
