import type { ReactNode } from 'react';
import { useTheme } from '../theme/ThemeProvider';

/**
 * Portalled content leaves the ThemeProvider's element, so it re-applies the theme class itself; this
 * keeps dialogs and popovers right even inside a nested provider that does not theme <html>.
 */
export function ThemedPortalContent({ children }: { children: ReactNode }) {
  const { themeClassName } = useTheme();
  return <div className={themeClassName}>{children}</div>;
}
