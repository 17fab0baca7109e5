import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
});

export const boxWrap = style({
  position: 'relative',
  display: 'inline-flex',
  flexShrink: 0,
  width: 20,
  height: 20,
  marginTop: 2,
});

export const input = style({
  appearance: 'none',
  margin: 0,
  width: 20,
  height: 20,
  border: `2px solid ${vars.color.border.field}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface.raised,
  cursor: 'pointer',
  selectors: {
    '&:checked, &:indeterminate': {
      backgroundColor: vars.color.tone.brandAccent,
      borderColor: vars.color.tone.brandAccent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.toneText.critical },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

const mark = style({
  position: 'absolute',
  inset: 0,
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onTone.brandAccent,
  pointerEvents: 'none',
  fontSize: 14,
  strokeWidth: 3,
});

export const checkMark = style([
  mark,
  { selectors: { [`${input}:checked:not(:indeterminate) + &`]: { display: 'flex' } } },
]);
export const indeterminateMark = style([
  mark,
  { selectors: { [`${input}:indeterminate + &`]: { display: 'flex' } } },
]);

export const text = style({ display: 'flex', flexDirection: 'column' });

export const description = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
});
