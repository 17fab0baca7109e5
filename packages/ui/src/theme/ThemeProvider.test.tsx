import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ThemeProvider, useTheme } from './ThemeProvider';
import { darkTheme } from './themes/dark.css';
import { lightTheme } from './themes/light.css';

function ThemeName() {
  return <p>Current theme: {useTheme().theme}</p>;
}

describe('ThemeProvider', () => {
  it('tells its children which theme is active', () => {
    render(
      <ThemeProvider theme="dark">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(screen.getByText('Current theme: dark')).toBeInTheDocument();
  });

  it('puts the theme class on <html> so portalled content and the page background follow it', () => {
    const { rerender, unmount } = render(
      <ThemeProvider theme="light">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains(lightTheme)).toBe(true);
    rerender(
      <ThemeProvider theme="dark">
        <ThemeName />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains(darkTheme)).toBe(true);
    expect(document.documentElement.classList.contains(lightTheme)).toBe(false);
    unmount();
    expect(document.documentElement.classList.contains(darkTheme)).toBe(false);
  });

  it('leaves <html> alone when nested with applyToDocument={false}', () => {
    render(
      <ThemeProvider theme="dark" applyToDocument={false}>
        <ThemeName />
      </ThemeProvider>,
    );
    expect(document.documentElement.classList.contains(darkTheme)).toBe(false);
    expect(screen.getByText('Current theme: dark').closest('[data-theme]')).toHaveClass(darkTheme);
  });
});
