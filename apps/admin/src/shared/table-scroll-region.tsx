import { Box } from '@learnforge/ui';
import type { ReactNode } from 'react';

/**
 * A table wider than a phone scrolls inside this region, never the page (a keyboard user reaches it
 * with Tab and scrolls it with the arrow keys, so it is a named, focusable region).
 */
export function TableScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box as="section" overflow="auto" minWidth={0} tabIndex={0} aria-label={label}>
      {children}
    </Box>
  );
}
