import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** One channel of the editor: a quiet frame, so the rows read as rows without the browser's groove. */
export const channel = style({
  minWidth: 0,
  margin: 0,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({ paddingInline: vars.space.xsmall, fontWeight: 600 });

/** Platform, name and link stacked on a phone; side by side from 768 px, the link the widest. */
export const fields = style({
  display: 'grid',
  gap: vars.space.small,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    'screen and (min-width: 768px)': { gridTemplateColumns: '10rem minmax(0, 1fr) minmax(0, 2fr)' },
  },
});
