import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  color: vars.color.text.secondary,
});

export const icon = style({
  fontSize: 40,
  color: vars.color.toneText.neutral,
  marginBottom: vars.space.small,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.large,
  lineHeight: vars.font.lineHeight.large,
  fontWeight: vars.font.weight.strong,
  color: vars.color.text.primary,
});

export const description = style({ margin: 0, maxWidth: 480 });

export const action = style({ marginTop: vars.space.medium, display: 'flex', gap: vars.space.small });
