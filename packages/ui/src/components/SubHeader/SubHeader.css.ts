import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const subHeader = style({
  backgroundColor: vars.color.surface.sunken,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space.gutter,
  paddingBlock: vars.space.large,
});

export const row = style({ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: vars.space.medium });

export const headings = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
  flexGrow: 1,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xlarge,
  lineHeight: vars.font.lineHeight.xlarge,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const description = style({ margin: 0, color: vars.color.text.secondary });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.small });
