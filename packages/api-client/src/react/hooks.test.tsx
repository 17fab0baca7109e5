// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { type ReactNode, useState } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ApiClient, createClientFor } from '../client/create-client';
import { json, type RecordedRequest, recordingFetch } from '../client/test-support';
import { endpoint } from '../contract/define';
import { ApiProvider, createApiHooks, swrOptionsFor } from './hooks';

const table = {
  'rewards-my-orders': endpoint({
    id: 'rewards-my-orders',
    area: 'Rewards',
    method: 'GET',
    path: 'rewards/myorders/',
    response: z.object({ results: z.array(z.object({ transactionId: z.string(), item: z.string() })) }),
  }),
  'rewards-redeem-item': endpoint({
    id: 'rewards-redeem-item',
    area: 'Rewards',
    method: 'POST',
    path: 'rewards/redeem-item/',
    body: z.object({ item_id: z.number() }),
    response: z.object({ transactionId: z.string() }),
    policy: { revalidates: ['rewards-my-orders'] },
  }),
  'org-progress': endpoint({
    id: 'org-progress',
    area: 'Organization dashboard',
    method: 'GET',
    path: 'organization-dashboard/progress/',
    query: z.object({ batch_slug: z.string() }),
    response: z.object({ results: z.array(z.object({ name: z.string() })) }),
    policy: { organizationSlug: true },
  }),
} as const;

const { useApi, useApiMutation, useRevalidate, preloadApi } = createApiHooks<typeof table>();

interface Shown {
  maintenance: number;
  notes: [string, number][];
}

function TestProviders({
  client,
  shown,
  children,
}: {
  client: ApiClient<typeof table>;
  shown: Shown;
  children: ReactNode;
}) {
  return (
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiProvider
        client={client}
        onMaintenance={() => {
          shown.maintenance += 1;
        }}
        onNotify={(message, autoCloseMs) => shown.notes.push([message, autoCloseMs])}
      >
        {children}
      </ApiProvider>
    </SWRConfig>
  );
}

function setup(respond: Parameters<typeof recordingFetch>[0]) {
  const recorder = recordingFetch(respond);
  const client = createClientFor({
    baseUrl: 'http://127.0.0.1:8080',
    contract: table,
    fetch: recorder.fetch,
    getOrganizationSlug: () => null,
  });
  const shown: Shown = { maintenance: 0, notes: [] };
  const show = (ui: ReactNode) =>
    render(
      <TestProviders client={client} shown={shown}>
        {ui}
      </TestProviders>,
    );
  return { client, requests: recorder.requests, shown, show };
}

/** The orders server: one order (a sticker pack) until a redeem adds a mug. */
function redeemingServer() {
  let orders = [{ transactionId: 't1', item: 'Sticker pack' }];
  return (request: RecordedRequest) => {
    if (request.method === 'POST') {
      orders = [...orders, { transactionId: 't2', item: 'Mug' }];
      return json({ transactionId: 't2' });
    }
    return json({ results: orders });
  };
}

function Orders() {
  const orders = useApi('rewards-my-orders');
  const redeem = useApiMutation('rewards-redeem-item');
  if (orders.error) return <p role="alert">{orders.error.message}</p>;
  if (!orders.data) return <p>Loading orders</p>;
  return (
    <section aria-label="My orders">
      <ul>
        {orders.data.results.map((order) => (
          <li key={order.transactionId}>{order.item}</li>
        ))}
      </ul>
      <button
        type="button"
        onClick={() => void redeem.trigger({ body: { item_id: 7 } }).catch(() => undefined)}
      >
        Redeem mug
      </button>
    </section>
  );
}

function Progress() {
  const [batch, setBatch] = useState<string | null>(null);
  const progress = useApi('org-progress', batch ? { query: { batch_slug: batch } } : null);
  if (progress.pageError) return <h1>You do not have access to this page</h1>;
  return (
    <div>
      <button type="button" onClick={() => setBatch('dsa-1')}>
        Show DSA batch
      </button>
      {progress.data?.results.map((row) => (
        <p key={row.name}>{row.name}</p>
      ))}
    </div>
  );
}

afterEach(cleanup);

describe('useApi', () => {
  it('shows what the server answers', async () => {
    const { show } = setup(() => json({ results: [{ transactionId: 't1', item: 'Sticker pack' }] }));
    show(<Orders />);
    expect(await screen.findByRole('listitem')).toHaveProperty('textContent', 'Sticker pack');
  });

  it('does not fetch while the input is null', async () => {
    const { show, requests } = setup(() => json({ results: [{ name: 'Asha Rao' }] }));
    show(<Progress />);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(requests).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Show DSA batch' }));
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(requests.map((request) => request.url)).toEqual([
      'http://127.0.0.1:8080/api/latest/organization-dashboard/progress/?batch_slug=dsa-1',
    ]);
  });

  it('turns a 403 on route data into the page-level access error', async () => {
    const { show } = setup(() =>
      json({ error: { code: 'forbidden', message: 'Not your organization' } }, { status: 403 }),
    );
    show(<Progress />);
    fireEvent.click(screen.getByRole('button', { name: 'Show DSA batch' }));
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeTruthy();
  });

  it('reports a 520 to the app as maintenance and a server message to the notifier', async () => {
    const { show, shown } = setup(() =>
      json({ error: { code: 'maintenance', message: 'Back soon' } }, { status: 520 }),
    );
    show(<Orders />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Back soon');
    expect(shown.maintenance).toBeGreaterThanOrEqual(1);
    expect(shown.notes).toEqual([]);
  });
});

describe('preloadApi', () => {
  it('asks once for a call started before its screen renders, and the screen shows that answer', async () => {
    const { client, requests, show } = setup(redeemingServer());
    preloadApi(client, 'rewards-my-orders');
    expect(requests.map((request) => request.method)).toEqual(['GET']);
    show(<Orders />);
    expect(await screen.findByText('Sticker pack')).toBeTruthy();
    expect(requests.map((request) => request.method)).toEqual(['GET']);
  });

  it('gives a failed preload to the screen, which shows the server message', async () => {
    const { client, requests, show } = setup(() =>
      json({ error: { code: 'unavailable', message: 'Orders are being counted' } }, { status: 409 }),
    );
    preloadApi(client, 'rewards-my-orders');
    show(<Orders />);
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Orders are being counted');
    expect(requests).toHaveLength(1);
  });
});

describe('useApiMutation', () => {
  it('refreshes the orders after a redeem', async () => {
    const { show, requests } = setup(redeemingServer());
    show(<Orders />);
    await screen.findByText('Sticker pack');
    fireEvent.click(screen.getByRole('button', { name: 'Redeem mug' }));
    expect(await screen.findByText('Mug')).toBeTruthy();
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('shows the server message of a refused redeem in the notifier', async () => {
    const { show, shown } = setup((request) =>
      request.method === 'POST'
        ? json({ error: { code: 'conflict', message: 'Not enough points' } }, { status: 409 })
        : json({ results: [] }),
    );
    show(<Orders />);
    fireEvent.click(await screen.findByRole('button', { name: 'Redeem mug' }));
    await waitFor(() => expect(shown.notes).toEqual([['Not enough points', 5000]]));
  });
});

/** Two screens: the orders, and a store page that redeems while the orders are not on show. */
function OrdersAndStore() {
  const [page, setPage] = useState<'orders' | 'store'>('orders');
  const redeem = useApiMutation('rewards-redeem-item');
  return page === 'orders' ? (
    <>
      <Orders />
      <button type="button" onClick={() => setPage('store')}>
        Open the store
      </button>
    </>
  ) : (
    <>
      <button type="button" onClick={() => void redeem.trigger({ body: { item_id: 7 } })}>
        Redeem a mug in the store
      </button>
      <p>{redeem.data ? 'Redeemed' : 'Not redeemed yet'}</p>
      <button type="button" onClick={() => setPage('orders')}>
        Back to my orders
      </button>
    </>
  );
}

describe('a screen mounted after a write', () => {
  it('never shows the answer from before the write, then shows the fresh one (stale-on-mount)', async () => {
    const { show, requests } = setup(redeemingServer());
    show(<OrdersAndStore />);
    await screen.findByText('Sticker pack');
    fireEvent.click(screen.getByRole('button', { name: 'Open the store' }));
    fireEvent.click(screen.getByRole('button', { name: 'Redeem a mug in the store' }));
    await screen.findByText('Redeemed');
    fireEvent.click(screen.getByRole('button', { name: 'Back to my orders' }));
    // The first frame after mounting: the list from before the redeem (one order) must not be on show.
    expect(screen.queryByText('Sticker pack') === null || screen.queryByText('Mug') !== null).toBe(true);
    expect(await screen.findByText('Mug')).toBeTruthy();
    expect(screen.getByText('Sticker pack')).toBeTruthy();
    expect(requests.map((request) => request.method)).toEqual(['GET', 'POST', 'GET']);
  });

  it('keeps a screen on show in place while it refreshes after a write (no loading state)', async () => {
    const { show } = setup(redeemingServer());
    show(<Orders />);
    const list = await screen.findByRole('region', { name: 'My orders' });
    fireEvent.click(screen.getByRole('button', { name: 'Redeem mug' }));
    expect(await screen.findByText('Mug')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My orders' })).toBe(list);
    expect(screen.queryByText('Loading orders')).toBeNull();
  });
});

function OrdersWithRefresh() {
  const orders = useApi('rewards-my-orders');
  const revalidate = useRevalidate(['rewards-my-orders']);
  return (
    <section aria-label="My orders">
      <p>{orders.data ? `${orders.data.results.length} orders` : 'Loading orders'}</p>
      <button type="button" onClick={() => void revalidate()}>
        Refresh
      </button>
    </section>
  );
}

describe('useRevalidate', () => {
  it('refetches the calls of the ids it names', async () => {
    let count = 1;
    const { show, requests } = setup(() =>
      json({ results: Array.from({ length: count }, (_, n) => ({ transactionId: `t${n}`, item: 'Mug' })) }),
    );
    show(<OrdersWithRefresh />);
    expect(await screen.findByText('1 orders')).toBeTruthy();
    count = 3;
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('3 orders')).toBeTruthy();
    expect(requests).toHaveLength(2);
  });
});

describe('cache policy as SWR options', () => {
  it('keeps internal users for 3600 s and contest summary for 1800 s', () => {
    expect(swrOptionsFor({ cacheSeconds: 3600 })).toMatchObject({
      dedupingInterval: 3_600_000,
      revalidateOnFocus: false,
    });
    expect(swrOptionsFor({ cacheSeconds: 1800 }).dedupingInterval).toBe(1_800_000);
  });

  it('always refetches never-cached data', () => {
    expect(swrOptionsFor({ neverCache: true })).toMatchObject({
      dedupingInterval: 0,
      revalidateOnMount: true,
    });
  });
});
