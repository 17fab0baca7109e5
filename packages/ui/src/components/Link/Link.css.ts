import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const linkTones = ['link', 'neutral', 'critical'] as const;

export const link = recipe({
  base: {
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.small,
    cursor: 'pointer',
  },
  variants: {
    tone: {
      link: { color: vars.color.text.link, ':hover': { color: vars.color.text.linkHover } },
      neutral: { color: vars.color.text.primary, ':hover': { color: vars.color.text.link } },
      critical: { color: vars.color.toneText.critical },
    },
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      strong: { fontWeight: vars.font.weight.medium },
    },
    underline: {
      always: {},
      hover: { textDecoration: 'none', ':hover': { textDecoration: 'underline' } },
    },
  },
  defaultVariants: { tone: 'link', weight: 'regular', underline: 'always' },
});

export type LinkVariants = NonNullable<RecipeVariants<typeof link>>;
