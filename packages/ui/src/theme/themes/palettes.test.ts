import { describe, expect, it } from 'vitest';
import { darkColors, lightColors } from './palettes';

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** WCAG 2 contrast ratio between two opaque colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const tones = ['neutral', 'brandAccent', 'critical', 'caution', 'positive'] as const;
const textOn = ['page', 'raised', 'sunken', 'overlay', 'hover'] as const;

describe.each([
  ['light', lightColors],
  ['dark', darkColors],
] as const)('%s palette', (_name, colors) => {
  it('has a known contrast calculation (black on white is 21:1)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });

  it.each(textOn)('body, secondary and link text reach 4.5:1 on surface.%s', (surface) => {
    const background = colors.surface[surface];
    for (const text of [
      colors.text.primary,
      colors.text.secondary,
      colors.text.link,
      colors.text.linkHover,
    ]) {
      expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(tones)('%s: onTone text reaches 4.5:1 on the solid and hover fills', (tone) => {
    expect(contrast(colors.onTone[tone], colors.tone[tone])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.onTone[tone], colors.tone[`${tone}Hover`])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(tones)('%s: toneText reaches 4.5:1 on its soft fill and on raised surfaces', (tone) => {
    expect(contrast(colors.toneText[tone], colors.tone[`${tone}Soft`])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.toneText[tone], colors.surface.page)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.toneText[tone], colors.surface.raised)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colors.toneText[tone], colors.surface.overlay)).toBeGreaterThanOrEqual(4.5);
  });

  it('inverse text reads on a primary-text background (tooltips)', () => {
    expect(contrast(colors.text.inverse, colors.text.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('focus ring and field borders reach 3:1 against every surface (non-text contrast)', () => {
    for (const surface of textOn) {
      expect(contrast(colors.focusRing, colors.surface[surface])).toBeGreaterThanOrEqual(3);
      expect(contrast(colors.border.field, colors.surface[surface])).toBeGreaterThanOrEqual(3);
    }
  });

  // Caution is left out on purpose: an amber fill is never the only signal, it always carries onTone text.
  it.each(['neutral', 'brandAccent', 'critical', 'positive'] as const)(
    '%s solid fill reaches 3:1 against the page, so a bar or dot of it is visible on its own',
    (tone) => {
      expect(contrast(colors.tone[tone], colors.surface.page)).toBeGreaterThanOrEqual(3);
    },
  );
});
