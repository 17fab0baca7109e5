import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  borderRadius: vars.radius.medium,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
});

export const video = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  backgroundColor: '#000',
  selectors: { '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: -3 } },
});

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const seek = style({ flex: '1 1 160px', minWidth: 120, accentColor: vars.color.tone.brandAccent });

export const volume = style({ width: 90, accentColor: vars.color.tone.brandAccent });

export const time = style({
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.text.secondary,
});

export const rate = style({ width: 'auto', minHeight: vars.size.control.small, cursor: 'pointer' });

export const group = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxsmall });
