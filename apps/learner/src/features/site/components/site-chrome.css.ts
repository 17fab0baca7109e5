import { vars } from '@learnforge/ui/css';
import { globalStyle, style } from '@vanilla-extract/css';

export const subheader = style({
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

/** Shortcuts on the left and search on the right; on a phone the search takes its own row. */
export const band = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xsmall,
});

export const search = style({ flex: '1 1 16rem', maxWidth: '24rem' });

/**
 * Where the shortcuts go does not depend on how many there are, so their arrival moves nothing (issue 15,
 * layout shift): beside the search on a wide screen (their own links wrap inside, the search keeps its place),
 * a row of their own above it on a narrow one.
 */
export const shortcutsNav = style({
  flex: '1 1 0',
  minWidth: 0,
  '@media': { 'screen and (max-width: 47.99rem)': { flexBasis: '100%' } },
});

/** Holds one row of links (a "New" badge is the tallest thing in it) until the menu arrives. */
export const shortcutPlaceholder = style({ visibility: 'hidden' });

/**
 * One row of links. On a narrow screen the row scrolls sideways inside itself rather than wrapping: a menu that
 * wrapped to two lines on a phone (the demo's does at 390 px) pushed the page down one line when it arrived,
 * since the placeholder can hold only the one row it knows of. One row whatever the menu's length keeps every
 * width still (issue 15, layout shift; ADR 0103); the page itself never scrolls sideways.
 */
export const shortcuts = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.small,
  '@media': {
    'screen and (max-width: 47.99rem)': {
      flexWrap: 'nowrap',
      overflowX: 'auto',
      // A scrollbar that appears only once the links overflow would itself move the page.
      scrollbarWidth: 'none',
      // Room for the links' focus rings, which the scrolling box would otherwise clip.
      paddingBlock: '3px',
      marginBlock: '-3px',
      paddingInline: '3px',
      marginInline: '-3px',
      // The last link fades at the edge when more follow, a hint that the row scrolls.
      maskImage: `linear-gradient(to right, black calc(100% - ${vars.space.large}), transparent)`,
    },
  },
});

globalStyle(`${shortcuts} > li`, { flexShrink: 0, whiteSpace: 'nowrap' });
