import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** Cards as many columns as fit at 18rem, one on a phone. */
export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.medium,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
});
