import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  gap: vars.space.medium,
  minHeight: '60vh',
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.gutter,
  color: vars.color.text.primary,
});

export const status = style({
  margin: 0,
  fontSize: 64,
  lineHeight: 1,
  fontWeight: vars.font.weight.strong,
  color: vars.color.toneText.brandAccent,
});

export const icon = style({ fontSize: 56, color: vars.color.toneText.caution });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xxlarge,
  lineHeight: vars.font.lineHeight.xxlarge,
  fontWeight: vars.font.weight.strong,
});

export const message = style({ margin: 0, maxWidth: 560, color: vars.color.text.secondary });

export const action = style({ marginTop: vars.space.medium, display: 'flex', gap: vars.space.small });
