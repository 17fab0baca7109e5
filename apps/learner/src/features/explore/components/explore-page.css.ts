import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * Filters beside the problem list from 992 px on: a fixed column the table can never squeeze (it did,
 * to 0.3 px, with the checkboxes left under the table); above the list on narrower screens.
 */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  '@media': {
    'screen and (min-width: 992px)': { gridTemplateColumns: '16rem minmax(0, 1fr)', alignItems: 'start' },
  },
});
