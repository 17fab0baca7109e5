import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const figure = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  fontFamily: vars.font.family.body,
  color: vars.color.text.primary,
});

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const title = style({
  marginInlineEnd: 'auto',
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  fontWeight: vars.font.weight.strong,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto', overflow: 'visible' });

export const axisText = style({ fill: vars.color.text.secondary, fontSize: 11 });

export const gridLine = style({ stroke: vars.color.border.subtle, strokeWidth: 1 });

export const axisLine = style({ stroke: vars.color.border.strong, strokeWidth: 1 });

export const summary = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const legendItem = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xsmall });

export const swatch = style({ width: 10, height: 10, borderRadius: vars.radius.small, flexShrink: 0 });

/** A shown data table wider than the chart scrolls inside the figure, never the page. */
export const dataTableRegion = style({ overflowX: 'auto', maxWidth: '100%' });

export const dataTable = style({
  borderCollapse: 'collapse',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const dataCell = style({
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  textAlign: 'start',
  selectors: { 'td&': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});
