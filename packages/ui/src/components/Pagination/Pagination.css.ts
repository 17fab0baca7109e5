import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  minWidth: vars.size.control.small,
  selectors: {
    '&[aria-current="page"]': {
      backgroundColor: vars.color.tone.brandAccent,
      color: vars.color.onTone.brandAccent,
      borderColor: vars.color.tone.brandAccent,
    },
  },
});

export const ellipsis = style({ paddingInline: vars.space.xsmall, color: vars.color.text.secondary });
