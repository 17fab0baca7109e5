/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { act, type ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { ThemeProvider } from '../theme/ThemeProvider';

// Every story of a component (its states) in a grid, light beside dark: one committed baseline per component.
// A changed token, recipe or layout changes pixels and fails the comparison.
type StoryModule = Parameters<typeof composeStories>[0];
const storyModules = import.meta.glob<StoryModule>('../components/*/*.stories.tsx', { eager: true });

// Left out: overlays that render in portals outside the grid (Dialog, ConfirmDialog, Toast, Tooltip), the
// lazily loaded editor, and parts whose output depends on the wall clock (live Countdown, RouteProgress).
const notInGrid = new Set([
  'Dialog',
  'ConfirmDialog',
  'Toast',
  'Tooltip',
  'CodeEditor',
  'Countdown',
  'RouteProgress',
]);

const componentName = (path: string) => path.split('/')[2] ?? path;

beforeAll(async () => {
  const style = document.createElement('style');
  // Screenshots must not catch a transition or the caret mid-blink.
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.append(style);
  await document.fonts.ready;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

describe('state grid', () => {
  const entries = Object.entries(storyModules)
    .filter(([path]) => !notInGrid.has(componentName(path)))
    .sort(([a], [b]) => a.localeCompare(b));

  for (const [path, module] of entries) {
    const name = componentName(path);
    it(name, async () => {
      const stories = Object.entries(composeStories(module)) as [string, ComponentType][];
      const container = document.createElement('div');
      container.style.cssText = 'display: inline-grid; grid-template-columns: 640px 640px; width: 1280px;';
      document.body.append(container);
      root = createRoot(container);
      await act(async () => {
        root?.render(
          <>
            {(['light', 'dark'] as const).map((theme) => (
              <ThemeProvider key={theme} theme={theme} applyToDocument={false}>
                <div style={{ display: 'grid', gap: 16, padding: 16 }}>
                  {stories.map(([storyName, Story]) => (
                    <section key={storyName} aria-label={`${name} ${storyName}`}>
                      <Story />
                    </section>
                  ))}
                </div>
              </ThemeProvider>
            ))}
          </>,
        );
      });
      await expect.element(page.elementLocator(container)).toMatchScreenshot(name);
    });
  }
});
