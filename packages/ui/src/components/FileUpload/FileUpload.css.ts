import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const dropzone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  padding: vars.space.xlarge,
  border: `2px dashed ${vars.color.border.field}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  textAlign: 'center',
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  selectors: {
    '&[data-dragging="true"]': {
      borderColor: vars.color.toneText.brandAccent,
      backgroundColor: vars.color.tone.brandAccentSoft,
      color: vars.color.text.primary,
    },
    '&[data-disabled="true"]': { backgroundColor: vars.color.surface.sunken, borderStyle: 'dotted' },
    '&[data-invalid="true"]': { borderColor: vars.color.toneText.critical },
  },
});

export const input = style({ display: 'none' });

export const rejections = style({
  margin: 0,
  paddingLeft: vars.space.large,
  color: vars.color.toneText.critical,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xsmall,
  padding: `${vars.space.small} ${vars.space.medium}`,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const itemName = style({ fontWeight: vars.font.weight.medium, overflowWrap: 'anywhere' });

export const itemMeta = style({ color: vars.color.text.secondary });

export const itemWide = style({ gridColumn: '1 / -1' });

export const done = style({ color: vars.color.toneText.positive });

export const failed = style({ color: vars.color.toneText.critical });
