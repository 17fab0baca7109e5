import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

const bare = { listStyle: 'none', margin: 0, padding: 0 } as const;

export const prose = style({ margin: 0, overflowWrap: 'anywhere' });

export const plainList = style({ ...bare, display: 'flex', flexDirection: 'column', gap: vars.space.small });

/** One round: its window, the team's submission or its form, and its result. */
export const round = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  paddingBlock: vars.space.medium,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
  selectors: { '&:first-child': { borderBlockStart: 'none', paddingBlockStart: 0 } },
});

export const member = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.small,
});
