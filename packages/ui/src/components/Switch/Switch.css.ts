import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const row = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text.primary,
});

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 40,
  height: 24,
});

export const input = style({
  appearance: 'none',
  margin: 0,
  width: 40,
  height: 24,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.surface.sunken,
  cursor: 'pointer',
  transition: `background-color ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    '&:checked': { backgroundColor: vars.color.tone.brandAccent, borderColor: vars.color.tone.brandAccent },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const thumb = style({
  position: 'absolute',
  top: 4,
  left: 4,
  width: 16,
  height: 16,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border.strong,
  pointerEvents: 'none',
  transition: `transform ${vars.motion.duration.fast} ${vars.motion.easing.standard}`,
  selectors: {
    [`${input}:checked + &`]: {
      transform: 'translateX(16px)',
      backgroundColor: vars.color.onTone.brandAccent,
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
});
