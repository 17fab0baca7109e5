import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text.primary,
});

export const caption = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'left',
  fontWeight: vars.font.weight.strong,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const headerCell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  textAlign: 'left',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'nowrap',
});

export const cell = style({
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
});

export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums' });

export const row = styleVariants({
  other: {},
  current: { backgroundColor: vars.color.tone.brandAccentSoft },
});

export const pinnedRow = style({ borderTop: `2px solid ${vars.color.border.strong}` });

export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  paddingInline: vars.space.xsmall,
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});

export const podium = styleVariants({
  1: { backgroundColor: vars.color.tone.caution, color: vars.color.onTone.caution },
  2: { backgroundColor: vars.color.tone.neutral, color: vars.color.onTone.neutral },
  3: { backgroundColor: vars.color.tone.brandAccent, color: vars.color.onTone.brandAccent },
});

export const person = style({ display: 'flex', alignItems: 'center', gap: vars.space.small, minWidth: 0 });

export const personText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const detail = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
});

export const you = style({ fontWeight: vars.font.weight.medium, color: vars.color.toneText.brandAccent });

export const message = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const rowHeader = style({ textAlign: 'left', fontWeight: 'inherit' });
