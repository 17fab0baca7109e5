import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** Contents beside the lesson from 992 px; stacked (contents first) below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 992px)': { gridTemplateColumns: '16rem minmax(0, 1fr)' } },
});

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingInlineStart: vars.space.large,
  margin: 0,
});

/** The lesson column never pushes the page wider than the screen (a long code line scrolls inside). */
export const main = style({ minWidth: 0 });

export const done = style({ color: vars.color.toneText.positive });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space.small });
