import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const requiredMark = style({ color: vars.color.toneText.critical, marginLeft: vars.space.xxsmall });

export const hint = style({
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.secondary,
  margin: 0,
});

export const error = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.toneText.critical,
  margin: 0,
});

/** The box of a text-like control (input, textarea, select trigger). */
export const control = recipe({
  base: {
    width: '100%',
    minHeight: vars.size.control.medium,
    paddingInline: vars.space.medium,
    paddingBlock: vars.space.small,
    border: `1px solid ${vars.color.border.field}`,
    borderRadius: vars.radius.medium,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.standard,
    lineHeight: vars.font.lineHeight.standard,
    transition: `border-color ${vars.motion.duration.fast}`,
    '::placeholder': { color: vars.color.text.secondary },
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text.primary },
      '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '0' },
      '&:disabled': { backgroundColor: vars.color.surface.sunken, cursor: 'not-allowed', opacity: 0.7 },
      '&[aria-invalid="true"]': { borderColor: vars.color.toneText.critical },
    },
  },
  variants: {
    size: {
      small: {
        minHeight: vars.size.control.small,
        paddingBlock: vars.space.xsmall,
        fontSize: vars.font.size.small,
      },
      medium: {},
    },
  },
  defaultVariants: { size: 'medium' },
});
