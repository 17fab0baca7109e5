import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** The details form beside the photo and links from 900 px, one column below. */
export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.large,
  alignItems: 'start',
  '@media': { 'screen and (min-width: 900px)': { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small, margin: 0 });

export const label = style({ fontWeight: vars.font.weight.medium, fontSize: vars.font.size.small });

export const readOnly = style({ margin: 0, overflowWrap: 'anywhere' });
