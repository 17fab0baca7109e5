import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

/** The featured row scrolls sideways inside itself (never the page), snapping to each card. */
export const carousel = style({
  ...bare,
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(85%, 20rem)',
  gap: vars.space.medium,
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  paddingBlockEnd: vars.space.small,
});

export const slide = style({ scrollSnapAlign: 'start', minWidth: 0 });

export const slideLink = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  height: '100%',
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  background: vars.color.tone.brandAccentSoft,
  color: vars.color.text.primary,
  textDecoration: 'none',
  border: `1px solid ${vars.color.border.subtle}`,
  ':hover': { borderColor: vars.color.border.strong },
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 2 },
});

export const slideTitle = style({
  fontSize: vars.font.size.large,
  fontWeight: 600,
  overflowWrap: 'anywhere',
});

export const prose = style({ margin: 0, overflowWrap: 'anywhere' });

export const plainList = style({ ...bare, display: 'flex', flexDirection: 'column', gap: vars.space.small });
