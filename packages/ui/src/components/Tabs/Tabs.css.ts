import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const trigger = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingInline: vars.space.medium,
  paddingBlock: vars.space.small,
  border: 'none',
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.hover },
    '&[data-state="active"]': { color: vars.color.toneText.brandAccent },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      left: 0,
      right: 0,
      bottom: -1,
      height: 3,
      borderRadius: vars.radius.small,
      backgroundColor: vars.color.tone.brandAccent,
    },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.55 },
    '&:focus-visible': { outlineOffset: '-2px' },
  },
});

export const content = style({ paddingBlock: vars.space.large });
