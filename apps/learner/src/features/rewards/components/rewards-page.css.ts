import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** The shelf: as many columns as fit at 15rem, one on a phone. */
export const shelf = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 15rem), 1fr))',
});

export const shelfItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  minWidth: 0,
});

export const itemName = style({ margin: 0, fontSize: vars.font.size.large });

export const tight = style({ margin: 0, overflowWrap: 'anywhere' });

export const orders = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  overflowWrap: 'anywhere',
});

/** One order: its line, where it ships, and the address form when it is asked for. */
export const order = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlockEnd: vars.space.medium,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  minWidth: 0,
});
