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

/** The running promotions: a tinted band of links, each on its own line. */
export const promotions = style({
  padding: vars.space.medium,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.tone.neutralSoft,
});

export const promotion = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });

export const promotionImage = style({
  width: 48,
  height: 48,
  objectFit: 'cover',
  borderRadius: vars.radius.small,
});

/** Testimonials side by side from 740 px, stacked below. */
export const testimonials = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { 'screen and (min-width: 740px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

export const quote = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space.small });

export const quoteText = style({ margin: 0 });
