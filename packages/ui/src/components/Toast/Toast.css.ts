import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const viewport = style({
  position: 'fixed',
  right: vars.space.large,
  bottom: vars.space.large,
  zIndex: 1100,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  width: 'min(380px, calc(100vw - 32px))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  pointerEvents: 'none',
});

export const toastTones = ['neutral', 'positive', 'caution', 'critical'] as const;

export const toast = recipe({
  base: {
    pointerEvents: 'auto',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.small,
    padding: vars.space.medium,
    borderRadius: vars.radius.medium,
    border: `1px solid ${vars.color.border.subtle}`,
    borderLeftWidth: 4,
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.primary,
    boxShadow: vars.shadow.medium,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.small,
    lineHeight: vars.font.lineHeight.small,
    animation: `${slideIn} ${vars.motion.duration.medium} ${vars.motion.easing.standard}`,
  },
  variants: {
    tone: {
      neutral: { borderLeftColor: vars.color.tone.neutral },
      positive: { borderLeftColor: vars.color.tone.positive },
      caution: { borderLeftColor: vars.color.tone.caution },
      critical: { borderLeftColor: vars.color.tone.critical },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const icon = recipe({
  base: { display: 'inline-flex', fontSize: 18, flexShrink: 0, marginTop: 1 },
  variants: {
    tone: {
      neutral: { color: vars.color.toneText.neutral },
      positive: { color: vars.color.toneText.positive },
      caution: { color: vars.color.toneText.caution },
      critical: { color: vars.color.toneText.critical },
    },
  },
});

export const body = style({ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: vars.space.xxsmall });

export const title = style({ fontWeight: vars.font.weight.strong });
