import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

const narrow = 'screen and (max-width: 479.98px)';

/**
 * At 390 px the four section tabs fit on one row (smaller type, tighter padding); on a narrower screen
 * they wrap rather than scroll out of sight ("My submissions" was cut off).
 */
export const tabList = style({ flexWrap: 'wrap', overflowX: 'visible' });

export const tab = style({
  '@media': { [narrow]: { paddingInline: vars.space.xsmall, fontSize: vars.font.size.small } },
});

/** Long sample lines scroll inside their box instead of widening the statement pane. */
export const sample = style({ overflowX: 'auto', maxWidth: '100%' });

/** The page is full-width (for the split view), so its loading and error states keep the usual margins. */
export const notice = style({ paddingInline: vars.space.gutter, paddingBlock: vars.space.xlarge });

/**
 * While the problem loads, the placeholder fills the screen so the footer starts below the fold:
 * otherwise the statement's arrival pushes it down and counts as a layout shift (CLS 0.2 at 390 px).
 */
export const loading = style([notice, { minHeight: '100dvh' }]);

/** A locked premium problem has no editor: one readable column instead of the split view. */
export const locked = style({ maxWidth: '48rem' });
