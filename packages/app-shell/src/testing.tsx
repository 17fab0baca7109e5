import {
  type Contract,
  contract,
  createClient,
  type EndpointId,
  type EndpointOutput,
  routePathOf,
  type UploadTransport,
} from '@learnforge/api-client';
import { ApiProvider } from '@learnforge/api-client/react';
import { ThemeProvider, ToastProvider } from '@learnforge/ui';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';

/**
 * Canned answers by `METHOD /path`, or by `METHOD /path?query` when calls to one address differ by their query
 * (the issue board's per-status lists); for component tests of one screen (never for the product).
 */
export type FakeRoutes = Record<string, { status?: number; body: unknown }>;

/** A canned answer to one contract call, made by `fixture` or `refusal`. */
export interface FakeAnswer {
  endpointId: EndpointId;
  method: string;
  /** The call's address: its path template with `{name}` matching any value unless `path` named one. */
  address: RegExp;
  status: number;
  body: unknown;
}

type PathValues = Record<string, string | number>;

function addressOf(id: EndpointId, path: PathValues = {}): RegExp {
  const template = routePathOf(contract[id], 'latest', 'template');
  const source = template
    .split(/(\{[A-Za-z0-9_]+\})/)
    .map((part) => {
      const name = /^\{([A-Za-z0-9_]+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const value = path[name];
      return value === undefined
        ? '[^/]+'
        : encodeURIComponent(String(value)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * The answer a screen gets from one call, keyed by endpoint id and typed by the contract's response
 * schema, so a contract change breaks the fixture at typecheck; the body is also parsed by the schema
 * here, so a value the types cannot see (a format, a range) fails the test that made it.
 */
export function fixture<Id extends EndpointId>(
  id: Id,
  body: EndpointOutput<Contract[Id]>,
  { path, status = 200 }: { path?: PathValues; status?: number } = {},
): FakeAnswer {
  const checked = contract[id].response.safeParse(body);
  if (!checked.success) {
    const problems = checked.error.issues.map(
      (issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`,
    );
    throw new Error(`The fixture for ${id} does not match the contract:\n${problems.join('\n')}`);
  }
  return { endpointId: id, method: contract[id].method, address: addressOf(id, path), status, body };
}

const ERROR_CODES: Record<number, string> = {
  400: 'validation_failed',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
};

/** The project's error answer to one call: `refusal('x-coupon-create', 400, 'Some fields…', { code: '…' })`. */
export function refusal(
  id: EndpointId,
  status: number,
  message: string,
  {
    code = ERROR_CODES[status] ?? 'error',
    fields,
    path,
  }: { code?: string; fields?: Record<string, string>; path?: PathValues } = {},
): FakeAnswer {
  return {
    endpointId: id,
    method: contract[id].method,
    address: addressOf(id, path),
    status,
    body: { error: { code, message, ...(fields ? { fields } : {}) } },
  };
}

type StaffOrganization = NonNullable<EndpointOutput<Contract['x-auth-session']>['user']>['organization'];

/**
 * The session call answered for a signed-in staff member with `roles` (the one fake route most staff screens
 * need before anything else): `{ routes: signedInStaff(['crm']) }`, or spread into a screen's own routes.
 * `who.organization` is the staff member's organization (a recruiter's company); none by default.
 */
export function signedInStaff(
  roles: string[],
  {
    organization = null,
    ...who
  }: {
    id: number;
    handle: string;
    name: string;
    email: string;
    organization?: StaffOrganization;
  },
): FakeRoutes {
  return {
    'GET /api/auth/session': {
      body: { user: { ...who, roles, premiumPlanId: null, organization } },
    },
  };
}

/**
 * Renders a screen with the real providers and a client whose fetch answers from `routes`;
 * unknown calls answer 404 like the server. `path` is the page address inside the router. `screen` is
 * one element (shown at every address) or an app's own route tree (layout and lazy routes included).
 */
export function renderScreen(
  screen: ReactElement | RouteObject[],
  {
    routes = {},
    answers = [],
    path = '/',
    upload,
  }: {
    routes?: FakeRoutes;
    /** Answers by endpoint id (`fixture`, `refusal`); a later one for the same call wins. */
    answers?: FakeAnswer[];
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
    const method = init?.method ?? 'GET';
    const answer = routes[`${key}${url.search}`] ??
      routes[key] ??
      answers.findLast(
        (candidate) => candidate.method === method && candidate.address.test(url.pathname),
      ) ?? {
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
    validateResponses: true,
  });
  // What the app's notifier would toast: a screen that says a refusal beside its field must not toast it again.
  const notices: string[] = [];
  const routeTree = Array.isArray(screen) ? screen : [{ path: '*', element: screen }];
  const router = createMemoryRouter(routeTree, { initialEntries: [path] });
  const result = render(
    <ThemeProvider theme="light" applyToDocument={false}>
      <ToastProvider>
        <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
          <ApiProvider client={client} onNotify={(message) => notices.push(message)}>
            <RouterProvider router={router} />
          </ApiProvider>
        </SWRConfig>
      </ToastProvider>
    </ThemeProvider>,
  );
  return { ...result, calls, notices };
}
