import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: vars.space.small,
    color: vars.color.text.primary,
  },
  variants: {
    tone: {
      neutral: {},
      critical: { color: vars.color.toneText.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const label = style({ fontWeight: vars.font.weight.medium });

export const time = style({
  fontFamily: vars.font.family.mono,
  fontWeight: vars.font.weight.strong,
  fontVariantNumeric: 'tabular-nums',
});
