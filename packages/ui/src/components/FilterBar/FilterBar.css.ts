import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const bar = style({
  display: 'flex',
  alignItems: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.large,
  padding: vars.space.medium,
  borderRadius: vars.radius.large,
  backgroundColor: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const clear = style({ marginLeft: 'auto' });

export const chipGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  border: 'none',
  margin: 0,
  padding: 0,
});

export const chipLegend = style({
  padding: 0,
  marginBottom: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const chips = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xsmall });

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  minHeight: vars.size.control.small,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.field}`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.small,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.hover },
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.tone.brandAccentSoft,
      borderColor: vars.color.toneText.brandAccent,
      color: vars.color.toneText.brandAccent,
      fontWeight: vars.font.weight.medium,
    },
  },
});
