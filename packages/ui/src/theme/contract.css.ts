import { createThemeContract } from '@vanilla-extract/css';

/**
 * The token contract every theme fills. Tokens are named by role, never by colour, so a theme can
 * change a hue without renaming anything and components read as intent (`tone.critical`), not paint.
 *
 * Colour roles per tone (neutral, brandAccent, critical, caution, positive):
 * - `tone.X`      solid fill (primary buttons, solid badges, progress fill)
 * - `tone.XHover` solid fill while hovered or pressed
 * - `tone.XSoft`  quiet background (soft badges, alerts, selected rows)
 * - `onTone.X`    text and icons drawn on `tone.X` / `tone.XHover`
 * - `toneText.X`  text and icons in the tone's colour on surfaces and on `tone.XSoft`
 */
export const vars = createThemeContract({
  color: {
    tone: {
      neutral: null,
      neutralHover: null,
      neutralSoft: null,
      brandAccent: null,
      brandAccentHover: null,
      brandAccentSoft: null,
      critical: null,
      criticalHover: null,
      criticalSoft: null,
      caution: null,
      cautionHover: null,
      cautionSoft: null,
      positive: null,
      positiveHover: null,
      positiveSoft: null,
    },
    onTone: {
      neutral: null,
      brandAccent: null,
      critical: null,
      caution: null,
      positive: null,
    },
    toneText: {
      neutral: null,
      brandAccent: null,
      critical: null,
      caution: null,
      positive: null,
    },
    surface: {
      page: null,
      raised: null,
      sunken: null,
      overlay: null,
      hover: null,
      backdrop: null,
    },
    text: {
      primary: null,
      secondary: null,
      inverse: null,
      link: null,
      linkHover: null,
    },
    border: {
      subtle: null,
      strong: null,
      field: null,
    },
    focusRing: null,
  },
  space: {
    none: null,
    xxsmall: null,
    xsmall: null,
    small: null,
    medium: null,
    large: null,
    xlarge: null,
    xxlarge: null,
    gutter: null,
  },
  font: {
    family: { body: null, mono: null },
    weight: { regular: null, medium: null, strong: null },
    size: { xsmall: null, small: null, standard: null, large: null, xlarge: null, xxlarge: null },
    lineHeight: { xsmall: null, small: null, standard: null, large: null, xlarge: null, xxlarge: null },
  },
  radius: { none: null, small: null, medium: null, large: null, full: null },
  shadow: { small: null, medium: null, large: null },
  motion: {
    duration: { fast: null, medium: null, slow: null },
    easing: { standard: null, emphasized: null },
  },
  size: {
    control: { small: null, medium: null, large: null },
    headerHeight: null,
    contentMaxWidth: null,
  },
});

export type Vars = typeof vars;
