import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  overflow: 'hidden',
});

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const count = styleVariants({
  added: { color: vars.color.toneText.positive, fontWeight: vars.font.weight.medium },
  removed: { color: vars.color.toneText.critical, fontWeight: vars.font.weight.medium },
  none: { color: vars.color.text.secondary },
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'collapse',
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const numberColumn = style({ width: '3.5em' });
export const markerColumn = style({ width: '1.5em' });

export const sideHeader = style({
  padding: `${vars.space.xsmall} ${vars.space.medium}`,
  textAlign: 'left',
  fontFamily: vars.font.family.body,
  fontWeight: vars.font.weight.medium,
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  selectors: { '& + &': { borderLeft: `1px solid ${vars.color.border.subtle}` } },
});

const cellBase = style({ verticalAlign: 'top', paddingBlock: 1 });

export const number = style([
  cellBase,
  {
    paddingInline: vars.space.small,
    textAlign: 'right',
    color: vars.color.text.secondary,
    userSelect: 'none',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const marker = style([cellBase, { textAlign: 'center', userSelect: 'none' }]);

export const text = style([
  cellBase,
  {
    paddingRight: vars.space.medium,
    whiteSpace: 'pre-wrap',
    overflowWrap: 'anywhere',
  },
]);

/** The first cell of the "after" side draws the line between the two sides. */
export const afterStart = style({ borderLeft: `1px solid ${vars.color.border.subtle}` });

export const side = styleVariants({
  unchanged: {},
  removed: { backgroundColor: vars.color.tone.criticalSoft },
  added: { backgroundColor: vars.color.tone.positiveSoft },
  // The side of a row that has no line: sunken, so the gap reads as "nothing here", not as a blank line.
  empty: { backgroundColor: vars.color.surface.sunken },
});

// ins/del carry the meaning for assistive technology; their default underline and strike are noise here.
export const lineChange = style({ textDecoration: 'none' });

export const wordChange = styleVariants({
  removed: {
    backgroundColor: vars.color.tone.critical,
    color: vars.color.onTone.critical,
    borderRadius: vars.radius.small,
  },
  added: {
    backgroundColor: vars.color.tone.positive,
    color: vars.color.onTone.positive,
    borderRadius: vars.radius.small,
  },
});

export const foldCell = style({
  padding: `${vars.space.xxsmall} ${vars.space.medium}`,
  backgroundColor: vars.color.surface.sunken,
  borderBlock: `1px solid ${vars.color.border.subtle}`,
});

export const foldButton = style({
  border: 'none',
  background: 'none',
  padding: `${vars.space.xxsmall} ${vars.space.xsmall}`,
  font: 'inherit',
  fontFamily: vars.font.family.body,
  color: vars.color.text.link,
  cursor: 'pointer',
  borderRadius: vars.radius.small,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.text.linkHover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});
