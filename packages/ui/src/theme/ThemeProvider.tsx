import { clsx } from 'clsx';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import './fonts.css';
import './global.css';
import { colorScheme, themeRoot } from './ThemeProvider.css';
import { darkTheme } from './themes/dark.css';
import { lightTheme } from './themes/light.css';

export const themeNames = ['light', 'dark'] as const;
export type ThemeName = (typeof themeNames)[number];

const themeClassNames: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

interface ThemeContextValue {
  theme: ThemeName;
  /** Classes that fill the token contract; portalled content (dialogs, toasts, tooltips) wraps itself in them. */
  themeClassName: string;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export interface ThemeProviderProps {
  /** Which theme fills the token contract for everything inside. */
  theme: ThemeName;
  /**
   * Also put the theme class on `<html>` so the page background, the scrollbars and anything rendered
   * outside this tree pick up the theme. Turn off when nesting a provider inside another one.
   * @default true
   */
  applyToDocument?: boolean;
  /** Extra class on the root element. */
  className?: string;
  children: ReactNode;
}

/** Applies the light or dark theme class on a root element and tells portalled parts which theme to use. */
export function ThemeProvider({ theme, applyToDocument = true, className, children }: ThemeProviderProps) {
  const themeClassName = clsx(themeClassNames[theme], colorScheme[theme]);

  useEffect(() => {
    if (!applyToDocument) return;
    const root = document.documentElement;
    const added = themeClassName.split(' ');
    root.classList.add(...added);
    return () => root.classList.remove(...added);
  }, [applyToDocument, themeClassName]);

  const value = useMemo(() => ({ theme, themeClassName }), [theme, themeClassName]);

  return (
    <ThemeContext.Provider value={value}>
      <div className={clsx(themeClassName, themeRoot, className)} data-theme={theme}>
        {children}
      </div>
    </ThemeContext.Provider>
  );
}

/** The current theme; falls back to light outside a provider so parts still render in isolation. */
export function useTheme(): ThemeContextValue {
  return useContext(ThemeContext) ?? { theme: 'light', themeClassName: themeClassNames.light };
}
