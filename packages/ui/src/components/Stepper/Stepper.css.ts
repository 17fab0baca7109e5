import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.small,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  counterReset: 'step',
});

export const vertical = style({ flexDirection: 'column' });

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  flex: 1,
  minWidth: 0,
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: 28,
    height: 28,
    borderRadius: vars.radius.full,
    border: `2px solid ${vars.color.border.field}`,
    fontSize: vars.font.size.small,
    fontWeight: vars.font.weight.strong,
  },
  variants: {
    state: {
      complete: {
        backgroundColor: vars.color.tone.positive,
        borderColor: vars.color.tone.positive,
        color: vars.color.onTone.positive,
      },
      current: {
        backgroundColor: vars.color.tone.brandAccent,
        borderColor: vars.color.tone.brandAccent,
        color: vars.color.onTone.brandAccent,
      },
      upcoming: { backgroundColor: vars.color.surface.raised, color: vars.color.text.secondary },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', minWidth: 0, paddingTop: 2 });

export const title = recipe({
  base: {
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    fontWeight: vars.font.weight.medium,
  },
  variants: {
    state: {
      complete: { color: vars.color.text.primary },
      current: { color: vars.color.toneText.brandAccent },
      upcoming: { color: vars.color.text.secondary },
    },
  },
});

export const description = style({
  fontSize: vars.font.size.xsmall,
  lineHeight: vars.font.lineHeight.xsmall,
  color: vars.color.text.secondary,
});
