import { vars } from '@learnforge/ui/css';
import { style, styleVariants } from '@vanilla-extract/css';

export const stats = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space.small,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 740px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** A year of days, a column per week (Sunday on top), scrolling inside its box on a phone. */
export const heatMapScroll = style({ overflowX: 'auto', maxWidth: '100%' });

export const heatMap = style({
  display: 'grid',
  gridTemplateRows: 'repeat(7, 11px)',
  gridAutoFlow: 'column',
  gridAutoColumns: '11px',
  gap: 3,
  width: 'max-content',
  paddingBlock: vars.space.xsmall,
});

const cell = style({ borderRadius: 2, border: `1px solid ${vars.color.border.subtle}` });

/** Four steps of activity, the brand colour's soft and solid fills. */
export const level = styleVariants({
  0: [cell, { backgroundColor: vars.color.surface.page }],
  1: [cell, { backgroundColor: vars.color.tone.brandAccent, opacity: 0.3 }],
  2: [cell, { backgroundColor: vars.color.tone.brandAccent, opacity: 0.55 }],
  3: [cell, { backgroundColor: vars.color.tone.brandAccent }],
});

export const muted = style({ color: vars.color.text.secondary });

/** Name and value on one line each. */
export const pairs = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });
export const pair = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.medium });
export const value = style({ margin: 0, fontWeight: vars.font.weight.strong });
