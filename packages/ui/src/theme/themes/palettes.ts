/**
 * Raw colour values for the two themes. Kept out of the `.css.ts` files so a plain unit test can check
 * every foreground/background pair for WCAG AA contrast (palettes.test.ts).
 */
export const lightColors = {
  tone: {
    neutral: '#4b5563',
    neutralHover: '#374151',
    neutralSoft: '#f3f4f6',
    brandAccent: '#4338ca',
    brandAccentHover: '#3730a3',
    brandAccentSoft: '#eef2ff',
    critical: '#b91c1c',
    criticalHover: '#991b1b',
    criticalSoft: '#fef2f2',
    caution: '#f59e0b',
    cautionHover: '#d97706',
    cautionSoft: '#fffbeb',
    positive: '#15803d',
    positiveHover: '#166534',
    positiveSoft: '#f0fdf4',
  },
  onTone: {
    neutral: '#ffffff',
    brandAccent: '#ffffff',
    critical: '#ffffff',
    caution: '#1f1300',
    positive: '#ffffff',
  },
  toneText: {
    neutral: '#374151',
    brandAccent: '#3730a3',
    critical: '#b91c1c',
    caution: '#92400e',
    positive: '#166534',
  },
  surface: {
    page: '#ffffff',
    raised: '#ffffff',
    sunken: '#f4f5f7',
    overlay: '#ffffff',
    hover: '#eef0f3',
    backdrop: 'rgba(15, 17, 21, 0.55)',
  },
  text: {
    primary: '#1b1f24',
    secondary: '#4f5763',
    inverse: '#ffffff',
    link: '#1d4ed8',
    linkHover: '#1e3a8a',
  },
  border: {
    subtle: '#e2e5e9',
    strong: '#6b7280',
    field: '#6b7280',
  },
  focusRing: '#2563eb',
};

export const lightShadows = {
  small: '0 1px 2px rgba(15, 17, 21, 0.08)',
  medium: '0 4px 12px rgba(15, 17, 21, 0.12)',
  large: '0 12px 32px rgba(15, 17, 21, 0.18)',
};

export const darkColors = {
  tone: {
    neutral: '#9ca3af',
    neutralHover: '#d1d5db',
    neutralSoft: '#262a31',
    brandAccent: '#818cf8',
    brandAccentHover: '#a5b4fc',
    brandAccentSoft: '#23264a',
    critical: '#f87171',
    criticalHover: '#fca5a5',
    criticalSoft: '#3b1a1a',
    caution: '#fbbf24',
    cautionHover: '#fcd34d',
    cautionSoft: '#3a2a0a',
    positive: '#4ade80',
    positiveHover: '#86efac',
    positiveSoft: '#0f2e1a',
  },
  onTone: {
    neutral: '#0f1115',
    brandAccent: '#0f1115',
    critical: '#0f1115',
    caution: '#0f1115',
    positive: '#0f1115',
  },
  toneText: {
    neutral: '#d1d5db',
    brandAccent: '#a5b4fc',
    critical: '#fca5a5',
    caution: '#fcd34d',
    positive: '#86efac',
  },
  surface: {
    page: '#0f1115',
    raised: '#181b21',
    sunken: '#0a0c0f',
    overlay: '#1f232b',
    hover: '#262a31',
    backdrop: 'rgba(0, 0, 0, 0.7)',
  },
  text: {
    primary: '#e8eaed',
    secondary: '#a9b0bb',
    inverse: '#0f1115',
    link: '#8ab4f8',
    linkHover: '#aecbfa',
  },
  border: {
    subtle: '#2c313a',
    strong: '#8b93a0',
    field: '#8b93a0',
  },
  focusRing: '#8ab4f8',
};

export const darkShadows = {
  small: '0 1px 2px rgba(0, 0, 0, 0.5)',
  medium: '0 4px 12px rgba(0, 0, 0, 0.55)',
  large: '0 12px 32px rgba(0, 0, 0, 0.65)',
};
