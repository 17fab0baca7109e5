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

/**
 * The greeting: the longest one it can become ("Welcome back, NAME") sits invisibly in the same grid cell, so the
 * heading has its final height from the first paint and the greeting arriving never moves the page (CLS).
 */
export const greeting = style({ display: 'grid' });
export const greetingText = style({ gridArea: '1 / 1' });
export const greetingSizer = style([greetingText, { visibility: 'hidden' }]);

/** Until the session and the home's data arrive, the page holds the screen so the footer does not jump. */
export const placeholder = style({ minHeight: '100dvh' });

/**
 * The promotions strip (ADR 0106): one row of fixed-size items in a band whose height is set before the
 * promotions arrive, so nothing below it moves when they do (the signed-in home's layout-shift budget). More
 * items than fit scroll sideways inside the band, never the page; Tab walks them and scrolls each into view.
 */
const PROMOTION_HEIGHT = 64;
export const promotions = style({
  height: PROMOTION_HEIGHT + 2 * 8,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.tone.neutralSoft,
  overflow: 'hidden',
});

export const promotionList = style({
  display: 'flex',
  gap: vars.space.small,
  height: '100%',
  margin: 0,
  // Room for the focus ring inside the scroller, which would otherwise clip it.
  padding: 8,
  listStyle: 'none',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x proximity',
  scrollPaddingInline: 8,
});

export const promotion = style({
  flex: '0 0 auto',
  width: 'min(18rem, 75vw)',
  height: PROMOTION_HEIGHT,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  padding: `0 ${vars.space.small}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.raised,
  scrollSnapAlign: 'start',
});

/** The "All events" item: as tall as a promotion, only as wide as its words. */
export const allEvents = style([promotion, { width: 'auto' }]);

/** Two lines at most, so a long title keeps the item's height; the link's name stays whole for readers. */
export const promotionTitle = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  minWidth: 0,
});

export const promotionImage = style({
  flex: '0 0 auto',
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
