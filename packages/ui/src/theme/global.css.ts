import { globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.standard,
  lineHeight: vars.font.lineHeight.standard,
  color: vars.color.text.primary,
  backgroundColor: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
});

// One visible focus style for every focusable thing; keyboard users must always see where they are.
globalStyle(':focus-visible', {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
});

globalStyle('*, *::before, *::after', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '1ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '1ms !important',
    },
  },
});

// A heading without a style of its own would inherit the body's 24 px line height at twice the body's size, so its
// wrapped lines would overlap on a phone. Zero specificity (:where), so every styled heading keeps its own.
globalStyle(':where(h1, h2, h3, h4, h5, h6)', { lineHeight: 1.25 });
