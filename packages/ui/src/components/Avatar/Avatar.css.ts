import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const avatarSizes = ['small', 'medium', 'large'] as const;

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.tone.brandAccentSoft,
    color: vars.color.toneText.brandAccent,
    fontWeight: vars.font.weight.strong,
    objectFit: 'cover',
    userSelect: 'none',
  },
  variants: {
    size: {
      small: { width: 24, height: 24, fontSize: 10 },
      medium: { width: 36, height: 36, fontSize: vars.font.size.small },
      large: { width: 64, height: 64, fontSize: vars.font.size.xlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
