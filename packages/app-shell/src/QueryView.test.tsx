import { useApi } from '@learnforge/api-client/react';
import { cleanup, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryView } from './QueryView';
import { RouteErrorPage } from './RouteErrorPage';
import { refusal, renderScreen } from './testing';

afterEach(cleanup);

function Organization({ refusedInPlace = false }: { refusedInPlace?: boolean }) {
  const meta = useApi('org-meta', {});
  return (
    <QueryView query={meta} what="the organization" refusedInPlace={refusedInPlace}>
      {(data) => <h1>{data.organization_name}</h1>}
    </QueryView>
  );
}

const routes = (element: ReactElement) => [
  {
    path: '/',
    element,
    errorElement: <RouteErrorPage forbiddenTitle="You do not have access to this organization" inLayout />,
  },
];

describe('QueryView', () => {
  it('turns a 403 into the route’s access error with the server’s reason', async () => {
    renderScreen(routes(<Organization />), {
      answers: [refusal('org-meta', 403, 'Only this organization’s admins see it.')],
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this organization' }),
    ).toBeDefined();
    expect(screen.getByText('Only this organization’s admins see it.')).toBeDefined();
  });

  it('shows any other failure as an alert with the server’s message', async () => {
    renderScreen(routes(<Organization />), {
      answers: [refusal('org-meta', 500, 'The dashboard is being rebuilt.', { code: 'internal' })],
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'The organization could not be loaded. The dashboard is being rebuilt.',
    );
  });

  it('says a 403 in place for a part of a page, keeping the page and offering no retry', async () => {
    renderScreen(
      routes(
        <main>
          <h1>Sum of Two Numbers</h1>
          <Organization refusedInPlace />
        </main>,
      ),
      { answers: [refusal('org-meta', 403, 'Its editorial opens when your attempt ends.')] },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Its editorial opens when your attempt ends.',
    );
    expect(screen.getByRole('heading', { name: 'Sum of Two Numbers' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
