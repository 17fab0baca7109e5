import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const footer = style({
  borderTop: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.large,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.xlarge,
});

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.large });

export const legal = style({ margin: 0 });
