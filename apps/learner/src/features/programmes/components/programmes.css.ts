import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

export const prose = style({ margin: 0, maxWidth: '70ch' });

export const muted = style({ margin: 0, color: vars.color.text.secondary, fontSize: vars.font.size.small });

export const plainList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
});

/** The Olympics rounds: far enough apart that each round's links read as its own. */
export const rounds = style({ gap: vars.space.large });

/** The form's fields two by two from 740 px, one column below. */
export const fieldGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.medium,
  '@media': { 'screen and (min-width: 740px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

/** The rank figure beside its words. */
export const rankFigure = style({ fontSize: vars.font.size.xlarge, fontWeight: vars.font.weight.strong });
