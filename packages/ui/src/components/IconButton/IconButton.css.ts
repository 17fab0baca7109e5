import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const iconButtonShape = recipe({
  base: { paddingInline: 0, flexShrink: 0 },
  variants: {
    size: {
      small: { width: vars.size.control.small, fontSize: vars.font.size.standard },
      medium: { width: vars.size.control.medium, fontSize: vars.font.size.large },
      large: { width: vars.size.control.large, fontSize: vars.font.size.xlarge },
    },
  },
  defaultVariants: { size: 'medium' },
});
