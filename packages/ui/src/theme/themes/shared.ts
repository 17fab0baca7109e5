/** Tokens that do not change between light and dark: spacing, type, radii, motion, sizes. */
export const sharedTokens = {
  space: {
    none: '0',
    xxsmall: '2px',
    xsmall: '4px',
    small: '8px',
    medium: '12px',
    large: '16px',
    xlarge: '24px',
    xxlarge: '32px',
    gutter: '24px',
  },
  font: {
    family: {
      // The shipped faces first (fonts.css, ADR 0030); the system names only cover a file that failed to load.
      body: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
      mono: "'JetBrains Mono Variable', ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace",
    },
    weight: { regular: '400', medium: '500', strong: '700' },
    size: {
      xsmall: '12px',
      small: '14px',
      standard: '16px',
      large: '18px',
      xlarge: '24px',
      xxlarge: '32px',
    },
    lineHeight: {
      xsmall: '16px',
      small: '20px',
      standard: '24px',
      large: '28px',
      xlarge: '32px',
      xxlarge: '40px',
    },
  },
  radius: { none: '0', small: '4px', medium: '8px', large: '12px', full: '9999px' },
  motion: {
    duration: { fast: '120ms', medium: '200ms', slow: '320ms' },
    easing: { standard: 'cubic-bezier(0.2, 0, 0, 1)', emphasized: 'cubic-bezier(0.3, 0, 0, 1.2)' },
  },
  size: {
    control: { small: '32px', medium: '40px', large: '48px' },
    headerHeight: '56px',
    contentMaxWidth: '1200px',
  },
} as const;
