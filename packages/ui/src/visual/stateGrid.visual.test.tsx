/// <reference types="vite/client" />
import { composeStories } from '@storybook/react-vite';
import { act, type ComponentType, type ReactNode, useEffect, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { Button } from '../components/Button';
import { CodeEditor } from '../components/CodeEditor';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Countdown } from '../components/Countdown';
import { Dialog } from '../components/Dialog';
import { ReportTable } from '../components/ReportTable';
import {
  makeStudentScores,
  type StudentScore,
  studentScoreColumns,
} from '../components/ReportTable/fixtures';
import { RouteProgress } from '../components/RouteProgress';
import { ToastProvider, useToast } from '../components/Toast';
import { Tooltip } from '../components/Tooltip';
import { ThemeProvider } from '../theme/ThemeProvider';

// Every story of a component (its states) in a grid, light beside dark: one committed baseline per component.
// A changed token, recipe or layout changes pixels and fails the comparison.
type StoryModule = Parameters<typeof composeStories>[0];
const storyModules = import.meta.glob<StoryModule>('../components/*/*.stories.tsx', { eager: true });

// These stories cannot go in the grid as they are: overlays render in portals outside it, the editor loads
// lazily, Countdown and RouteProgress follow the clock, and ReportTable's stories include 100,000 rows. Each
// gets a fixed-state baseline below instead (open overlays, a fixed `now`, a loaded editor, a few rows).
const notInGrid = new Set([
  'Dialog',
  'ConfirmDialog',
  'Toast',
  'Tooltip',
  'CodeEditor',
  'Countdown',
  'RouteProgress',
  'ReportTable',
]);

const componentName = (path: string) => path.split('/')[2] ?? path;

/** How long a lazy chunk (KaTeX, a chart's drawing) may take to arrive from the dev server on a busy machine. */
const chunkArrival = 40_000;

beforeAll(async () => {
  const style = document.createElement('style');
  // Screenshots must not catch a transition or the caret mid-blink.
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }' +
    // Overlay captures fill the viewport with the theme's page background.
    ' .overlay-stage { height: 100%; }';
  document.head.append(style);
  // The kit's own typefaces (ADR 0030), loaded before the first capture: `document.fonts.ready` alone does not
  // wait for a face that no text has used yet, and a fallback font in a baseline fails on every other machine.
  const faces = await Promise.all([
    document.fonts.load("16px 'Inter Variable'"),
    document.fonts.load("16px 'JetBrains Mono Variable'"),
  ]);
  expect(faces.map((loaded) => loaded.length)).toEqual([1, 1]);
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
      // Maths is typeset once KaTeX's chunk arrives (MarkdownView): the baseline shows it typeset. The dev server
      // transforms a lazy chunk on its first request, which takes seconds on a busy machine (the default is 1 s).
      await expect
        .poll(() => container.querySelector('.lf-math:not([data-typeset])'), { timeout: chunkArrival })
        .toBeNull();
      // A chart's drawing is a chunk of its own (ChartBar): the baseline shows it drawn.
      await expect
        .poll(() => container.querySelector('[data-drawing="pending"]'), { timeout: chunkArrival })
        .toBeNull();
      await expect.element(page.elementLocator(container)).toMatchScreenshot(name);
    });
  }
});

const themes = ['light', 'dark'] as const;

/** In-flow states, light beside dark, as in the grid above. */
async function renderSideBySide(name: string, states: Record<string, ReactNode>) {
  const container = document.createElement('div');
  container.style.cssText = 'display: inline-grid; grid-template-columns: 640px 640px; width: 1280px;';
  document.body.append(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <>
        {themes.map((theme) => (
          <ThemeProvider key={theme} theme={theme} applyToDocument={false}>
            <div style={{ display: 'grid', gap: 16, padding: 16 }}>
              {Object.entries(states).map(([stateName, state]) => (
                <section key={stateName} aria-label={`${name} ${stateName}`}>
                  {state}
                </section>
              ))}
            </div>
          </ThemeProvider>
        ))}
      </>,
    );
  });
  return container;
}

/**
 * Overlays are fixed or portalled, so each theme is captured over the whole viewport: an element screenshot
 * of a viewport-sized box includes whatever is painted on top of it.
 */
async function expectOverlayBaseline(name: string, render: () => ReactNode, ready: () => Promise<unknown>) {
  for (const theme of themes) {
    const container = document.createElement('div');
    container.style.cssText = 'position: fixed; inset: 0;';
    document.body.append(container);
    root = createRoot(container);
    await act(async () => {
      root?.render(
        <ThemeProvider theme={theme} applyToDocument={false} className="overlay-stage">
          {render()}
        </ThemeProvider>,
      );
    });
    await ready();
    await expect.element(page.elementLocator(container)).toMatchScreenshot(`${name}-${theme}`);
    act(() => root?.unmount());
    root = undefined;
    document.body.replaceChildren();
  }
}

/** Shows one notification of each tone that stays until dismissed, so the capture never races the auto-close. */
function FixedToasts() {
  const toast = useToast();
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.info('Contest starts at 10:00.', { duration: null });
    toast.success('Submission accepted.', { title: 'Saved', duration: null });
    toast.warning('Your session ends in 5 minutes.', { duration: null });
    toast.error('The report could not be loaded.', { duration: null });
  }, [toast]);
  return null;
}

const noop = () => {};
const fixedNow = Date.UTC(2026, 0, 15, 9, 0, 0);
const reportRows = makeStudentScores(6);

describe('fixed states', () => {
  it('Dialog', async () => {
    await expectOverlayBaseline(
      'Dialog',
      () => (
        <Dialog.Root open>
          <Dialog.Content
            title="Rename batch"
            description="Students see the new name on their dashboard."
            footer={
              <>
                <Button variant="outline">Cancel</Button>
                <Button>Save</Button>
              </>
            }
          >
            <p>CSE 2026 — Section A</p>
          </Dialog.Content>
        </Dialog.Root>
      ),
      () => expect.element(page.getByRole('dialog', { name: 'Rename batch' })).toBeVisible(),
    );
  });

  it('ConfirmDialog', async () => {
    await expectOverlayBaseline(
      'ConfirmDialog',
      () => (
        <ConfirmDialog
          open
          title="Delete this contest?"
          description="Its 42 submissions are deleted too. This cannot be undone."
          confirmLabel="Delete contest"
          tone="critical"
          onConfirm={noop}
        />
      ),
      () => expect.element(page.getByRole('alertdialog', { name: 'Delete this contest?' })).toBeVisible(),
    );
  });

  it('Toast', async () => {
    await expectOverlayBaseline(
      'Toast',
      () => (
        <ToastProvider>
          <FixedToasts />
        </ToastProvider>
      ),
      () => expect.element(page.getByText('The report could not be loaded.')).toBeVisible(),
    );
  });

  it('Tooltip', async () => {
    await expectOverlayBaseline(
      'Tooltip',
      () => (
        <div style={{ padding: 120 }}>
          <Tooltip content="Runs your code against the sample tests" open side="right">
            <Button>Run</Button>
          </Tooltip>
        </div>
      ),
      () => expect.element(page.getByRole('tooltip')).toBeInTheDocument(),
    );
  });

  it('RouteProgress', async () => {
    // The indeterminate animation is switched off above, so the bar is captured in one frozen state.
    await expectOverlayBaseline(
      'RouteProgress',
      () => <RouteProgress active />,
      () => expect.element(page.getByRole('progressbar', { name: 'Loading page' })).toBeVisible(),
    );
  });

  it('Countdown', async () => {
    const now = () => fixedNow;
    const container = await renderSideBySide('Countdown', {
      days: (
        <Countdown
          label="Sale Ends in"
          end={fixedNow + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000}
          now={now}
        />
      ),
      minutes: <Countdown label="Contest ends in" end={fixedNow + (42 * 60 + 7) * 1000} now={now} />,
      warning: <Countdown label="Contest ends in" end={fixedNow + 125 * 1000} now={now} />,
      ended: <Countdown label="Contest ends in" end={fixedNow - 1000} now={now} />,
    });
    await expect.element(page.elementLocator(container)).toMatchScreenshot('Countdown');
  });

  it('CodeEditor', async () => {
    const code = 'int main() {\n  // Print the first pair that sums to target.\n  return 0;\n}\n';
    const container = await renderSideBySide('CodeEditor', {
      editable: <CodeEditor label="Solution code" language="cpp" defaultValue={code} height="160px" />,
      readOnly: (
        <CodeEditor
          label="Submitted code"
          language="python"
          defaultValue={'def solve():\n    return []\n'}
          readOnly
          height="120px"
        />
      ),
    });
    // Wait until the lazily loaded editors show their code, highlighted.
    await vi.waitFor(
      () => {
        const contents = container.querySelectorAll('.cm-content');
        expect(contents).toHaveLength(4);
        for (const content of contents) expect(content.querySelector('.cm-line span')).not.toBeNull();
      },
      { timeout: chunkArrival },
    );
    await expect.element(page.elementLocator(container)).toMatchScreenshot('CodeEditor');
  });

  it('ReportTable', async () => {
    const common = {
      caption: 'Contest report',
      columns: studentScoreColumns,
      getRowId: (row: StudentScore) => row.id,
      height: 300,
      // Email hidden so the sorted Score column fits in the half-width cell.
      defaultColumnVisibility: { email: false },
    };
    const container = await renderSideBySide('ReportTable', {
      sortedAndSelected: (
        <ReportTable
          {...common}
          data={reportRows}
          defaultSorting={[{ id: 'score', desc: true }]}
          enableRowSelection
          rowSelection={{ '2': true }}
          onRowSelectionChange={noop}
          getRowLabel={(row: StudentScore) => row.name}
        />
      ),
      empty: <ReportTable {...common} data={[]} emptyMessage="Nobody has submitted yet." height={200} />,
      error: (
        <ReportTable
          {...common}
          data={[]}
          error="The report could not be loaded."
          onRetry={noop}
          height={200}
        />
      ),
    });
    await vi.waitFor(() => expect(container.querySelectorAll('tbody tr').length).toBeGreaterThanOrEqual(12));
    await expect.element(page.elementLocator(container)).toMatchScreenshot('ReportTable');
  });
});
