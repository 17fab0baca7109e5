import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

export const summary = style({
  marginInlineEnd: 'auto',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const scroller = style({
  overflow: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 1 },
  },
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.medium,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.strong,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  height: 40,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.strong}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  maxWidth: '100%',
  padding: 0,
  border: 0,
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  ':hover': { color: vars.color.text.primary },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const sortIcon = style({ flexShrink: 0, opacity: 0.35 });
export const sortIconActive = style({ opacity: 1 });
export const sortIconAscending = style({ transform: 'rotate(180deg)' });

export const row = style({
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&[data-state="selected"]': { backgroundColor: vars.color.tone.brandAccentSoft },
  },
});

export const cell = style({
  paddingInline: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const selectCell = style({ width: 44, textAlign: 'center', paddingInline: vars.space.small });

export const rowCheckbox = style({
  width: 16,
  height: 16,
  margin: 0,
  accentColor: vars.color.tone.brandAccent,
  cursor: 'pointer',
});

export const statusCell = style({
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

export const errorMessage = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  color: vars.color.toneText.critical,
});

export const menu = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 200,
  maxHeight: 320,
  overflowY: 'auto',
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.medium,
  fontFamily: vars.font.family.body,
  zIndex: 1000,
});

export const menuTitle = style({
  margin: 0,
  fontSize: vars.font.size.small,
  fontWeight: vars.font.weight.strong,
});
