import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  padding: 0,
  marginBottom: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const options = style({ display: 'flex', gap: vars.space.small });

export const vertical = style({ flexDirection: 'column' });

export const horizontal = style({ flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.large });

export const option = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  cursor: 'pointer',
  color: vars.color.text.primary,
});

export const radio = style({
  appearance: 'none',
  margin: 0,
  width: 20,
  height: 20,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.surface.raised,
  cursor: 'pointer',
  selectors: {
    '&:checked': {
      borderColor: vars.color.tone.brandAccent,
      boxShadow: `inset 0 0 0 4px ${vars.color.surface.raised}`,
      backgroundColor: vars.color.tone.brandAccent,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
});

export const message = style({ marginTop: vars.space.small });
