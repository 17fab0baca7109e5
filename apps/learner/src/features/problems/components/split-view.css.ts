import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/** From this width the statement and the editor sit side by side; below it they stack. */
const wide = 'screen and (min-width: 992px)';

/** The statement pane's share of the width, set by the divider (`--statement-share`, a percentage). */
export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xlarge,
  '@media': {
    [wide]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, var(--statement-share, 50%)) auto minmax(0, 1fr)',
      gap: 0,
      paddingBlock: vars.space.medium,
      // Both panes scroll on their own under the sticky header, like the editors learners know.
      height: `calc(100dvh - ${vars.size.headerHeight})`,
    },
  },
});

export const pane = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
  '@media': {
    [wide]: { overflowY: 'auto', paddingInline: vars.space.small, paddingBottom: vars.space.large },
  },
});

export const divider = style({
  display: 'none',
  '@media': {
    [wide]: {
      display: 'block',
      position: 'relative',
      width: 12,
      cursor: 'col-resize',
      touchAction: 'none',
      borderRadius: vars.radius.small,
      selectors: {
        '&::after': {
          content: '""',
          position: 'absolute',
          insetBlock: 0,
          left: 5,
          width: 2,
          backgroundColor: vars.color.border.strong,
        },
        '&:hover::after, &[data-dragging="true"]::after': { backgroundColor: vars.color.tone.brandAccent },
        '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: 0 },
      },
    },
  },
});
