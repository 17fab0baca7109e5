import { vars } from '@learnforge/ui/css';
import { style } from '@vanilla-extract/css';

/**
 * On a problem page the card keeps the height of three problems while it loads (and when the list is
 * shorter), so nothing below it moves when the answer arrives. The home shows its cards only once this
 * answer is in, so it needs no reserve.
 */
export const reserved = style({ minHeight: '15rem' });

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  margin: 0,
  paddingLeft: 0,
  listStyle: 'none',
});

export const subheading = style({ margin: 0, fontSize: vars.font.size.standard });

export const reason = style({ color: vars.color.text.secondary, fontSize: vars.font.size.small });
