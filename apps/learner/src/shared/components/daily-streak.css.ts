import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** The two streaks stay side by side on a phone, their labels wrapping, rather than stacking one card per row. */
export const streaks = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'repeat(2, minmax(0, max-content))',
});
