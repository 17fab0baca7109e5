import { createClient, type UploadTransport } from '@learnforge/api-client';
import { ApiProvider } from '@learnforge/api-client/react';
import { ThemeProvider, ToastProvider } from '@learnforge/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';

/** Canned answers by `METHOD /path`, for component tests of one screen (never for the product). */
export type FakeRoutes = Record<string, { status?: number; body: unknown }>;

/**
 * Renders a screen with the real providers and a client whose fetch answers from `routes`;
 * unknown calls answer 404 like the server. `path` is the page address inside the router. `screen` is
 * one element (shown at every address) or an app's own route tree (layout and lazy routes included).
 */
export function renderScreen(
  screen: ReactElement | RouteObject[],
  {
    routes = {},
    path = '/',
    upload,
  }: {
    routes?: FakeRoutes;
    path?: string;
    /** Calls sent with `onUploadProgress`; by default they report the whole body sent and answer from `routes`. */
    upload?: UploadTransport;
  } = {},
) {
  const calls: string[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://app.test');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    calls.push(`${key}${url.search}`);
    const answer = routes[key] ?? {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found.' } },
    };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const uploadFromRoutes: UploadTransport = async (url, init, onProgress) => {
    onProgress({ sent: 1, total: 1 });
    return fakeFetch(url, init);
  };
  const client = createClient({
    baseUrl: 'http://app.test',
    fetch: fakeFetch,
    upload: upload ?? uploadFromRoutes,
  });
  const routeTree = Array.isArray(screen) ? screen : [{ path: '*', element: screen }];
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme="light" applyToDocument={false}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ApiProvider client={client}>
            <RouterProvider router={router} />
          </ApiProvider>
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...result, calls };
}
