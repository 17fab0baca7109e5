import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** Cards two by two from 740 px, one column below. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 740px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
});

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });

/** Until the session and the home's data arrive, the page holds the screen so the footer does not jump. */
export const placeholder = style({ minHeight: '100dvh' });
