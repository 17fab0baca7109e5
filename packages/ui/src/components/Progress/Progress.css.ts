import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

export const progressTones = ['brandAccent', 'positive', 'caution', 'critical'] as const;

export const barRoot = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  minWidth: 0,
});

export const barHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.small,
  fontSize: vars.font.size.small,
  lineHeight: vars.font.lineHeight.small,
  color: vars.color.text.primary,
});

export const valueText = style({ fontWeight: vars.font.weight.medium, fontVariantNumeric: 'tabular-nums' });

export const track = recipe({
  base: {
    width: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.hover,
    border: `1px solid ${vars.color.border.strong}`,
  },
  variants: { size: { small: { height: 6 }, medium: { height: 10 } } },
  defaultVariants: { size: 'medium' },
});

export const fill = recipe({
  base: {
    height: '100%',
    borderRadius: vars.radius.full,
    transition: `width ${vars.motion.duration.slow} ${vars.motion.easing.standard}`,
  },
  variants: {
    tone: {
      brandAccent: { backgroundColor: vars.color.tone.brandAccent },
      positive: { backgroundColor: vars.color.tone.positive },
      caution: { backgroundColor: vars.color.tone.caution },
      critical: { backgroundColor: vars.color.tone.critical },
    },
  },
  defaultVariants: { tone: 'brandAccent' },
});

export const ring = style({ position: 'relative', display: 'inline-flex', flexShrink: 0 });

export const ringTrack = style({ stroke: vars.color.surface.hover });

export const ringFill = recipe({
  base: { transition: `stroke-dashoffset ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
  variants: {
    tone: {
      brandAccent: { stroke: vars.color.tone.brandAccent },
      positive: { stroke: vars.color.tone.positive },
      caution: { stroke: vars.color.tone.caution },
      critical: { stroke: vars.color.tone.critical },
    },
  },
  defaultVariants: { tone: 'brandAccent' },
});

export const ringLabel = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontWeight: vars.font.weight.strong,
  fontSize: vars.font.size.small,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});
