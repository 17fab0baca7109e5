import { ThemeProvider } from '@learnforge/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { withPageFallbacks } from './page-fallbacks';
import { RootLayout } from './RootLayout';

afterEach(cleanup);

function ProblemPage() {
  return <h1>Sum of Two Numbers</h1>;
}

describe('withPageFallbacks', () => {
  it("shows the app's header and footer at once on a first visit, with the progress bar where the page will be", async () => {
    let arrive: (page: { Component: () => ReactNode }) => void = () => {};
    const pageCode = new Promise<{ Component: () => ReactNode }>((resolve) => {
      arrive = resolve;
    });
    const router = createMemoryRouter(
      withPageFallbacks([
        {
          element: (
            <RootLayout
              header={<header>The header</header>}
              footer={<footer>The footer</footer>}
              appTitle="Test"
            />
          ),
          children: [
            {
              path: 'problem',
              handle: { chrome: { header: true, footer: true, title: 'Problem' } },
              lazy: () => pageCode,
            },
          ],
        },
      ]),
      { initialEntries: ['/problem'] },
    );
    render(
      <ThemeProvider theme="light" applyToDocument={false}>
        <RouterProvider router={router} />
      </ThemeProvider>,
    );

    expect(await screen.findByText('The header')).toBeDefined();
    expect(screen.getByText('The footer')).toBeDefined();
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeDefined();
    expect(document.title).toBe('Problem · Test');

    await act(async () => arrive({ Component: ProblemPage }));
    expect(await screen.findByRole('heading', { name: 'Sum of Two Numbers' })).toBeDefined();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText('The header')).toBeDefined();
  });

  it('keeps a fallback a route names itself', () => {
    const own = <p>Own fallback</p>;
    const [route] = withPageFallbacks([{ path: 'x', lazy: async () => ({}), hydrateFallbackElement: own }]);
    expect(route?.hydrateFallbackElement).toBe(own);
  });
});
