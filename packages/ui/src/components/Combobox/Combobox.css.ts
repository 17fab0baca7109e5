import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const wrap = style({ position: 'relative', display: 'flex' });

export const input = style({ paddingRight: vars.space.xxlarge });

export const icon = style({
  position: 'absolute',
  right: vars.space.medium,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text.secondary,
});

export const popup = style({
  position: 'absolute',
  zIndex: 20,
  top: `calc(100% + ${vars.space.xxsmall})`,
  left: 0,
  right: 0,
  padding: vars.space.xxsmall,
  backgroundColor: vars.color.surface.overlay,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.medium,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const listbox = style({
  maxHeight: 280,
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { '&:empty': { display: 'none' } },
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderRadius: vars.radius.small,
  cursor: 'pointer',
  color: vars.color.text.primary,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  selectors: {
    '&[data-active="true"]': { backgroundColor: vars.color.surface.hover },
    '&[aria-selected="true"]': { fontWeight: vars.font.weight.medium },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.text.secondary },
  },
});

export const optionDescription = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.regular,
});

export const message = style({
  margin: 0,
  padding: `${vars.space.small} ${vars.space.medium}`,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});
