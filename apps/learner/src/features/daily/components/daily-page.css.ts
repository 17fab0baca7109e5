import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small, margin: 0 });

export const stats = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small });

/** Previous, the month, next: one row even at 390 px. */
export const monthBar = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: vars.space.small,
});

export const monthName = style({ margin: 0, fontSize: vars.font.size.large, textAlign: 'center' });

/** Seven equal columns that fit 390 px: each day is at least a 40 px target. */
export const calendar = style({
  width: '100%',
  tableLayout: 'fixed',
  borderCollapse: 'separate',
  borderSpacing: 4,
});

export const cell = style({ padding: 0, textAlign: 'center', verticalAlign: 'top' });

const dayBase = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 44,
  borderRadius: vars.radius.medium,
  fontVariantNumeric: 'tabular-nums',
} as const;

export const day = style({
  ...dayBase,
  color: vars.color.text.primary,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border.subtle}`,
  ':hover': { background: vars.color.surface.hover },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const solvedDay = style([
  day,
  {
    background: vars.color.tone.positiveSoft,
    color: vars.color.toneText.positive,
    borderColor: vars.color.toneText.positive,
  },
]);

export const emptyDay = style({ ...dayBase, color: vars.color.text.secondary });

/** Today is drawn with a heavier frame. */
export const today = style({ fontWeight: vars.font.weight.strong, borderWidth: 2 });

export const mark = style({ fontSize: vars.font.size.small, lineHeight: 1, minHeight: '1em' });

export const history = style({ width: '100%' });
