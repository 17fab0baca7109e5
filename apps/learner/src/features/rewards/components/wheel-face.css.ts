import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

export const frame = style({ position: 'relative', width: '12rem', height: '12rem', flexShrink: 0 });

/** The disc turns with a long ease-out; reduced motion shortens every transition globally (ui theme). */
export const disc = style({
  width: '100%',
  height: '100%',
  borderRadius: '50%',
  border: `4px solid ${vars.color.border.strong}`,
  transition: 'transform 3s cubic-bezier(0.2, 0.8, 0.2, 1)',
});

export const pointer = style({
  position: 'absolute',
  top: '-0.4rem',
  left: '50%',
  transform: 'translateX(-50%)',
  width: 0,
  height: 0,
  borderLeft: '0.6rem solid transparent',
  borderRight: '0.6rem solid transparent',
  borderTop: `1rem solid ${vars.color.text.primary}`,
});

export const odds = style({
  margin: 0,
  paddingInlineStart: vars.space.large,
  fontSize: vars.font.size.small,
});
