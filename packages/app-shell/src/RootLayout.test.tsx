import type { Role } from '@learnforge/domain';
import { ThemeProvider } from '@learnforge/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { usePageTitle } from './page-title';
import { RootLayout } from './RootLayout';
import { RouteErrorPage } from './RouteErrorPage';
import { hasAnyRole } from './session';

afterEach(cleanup);

function EntityPage() {
  usePageTitle('Sum of Two Numbers');
  return <p>Entity page</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <RootLayout
            header={<header>The header</header>}
            footer={<footer>The footer</footer>}
            appTitle="Test"
          />
        ),
        errorElement: <RouteErrorPage />,
        children: [
          {
            path: 'framed',
            handle: { chrome: { header: true, footer: true, title: 'Framed' } },
            element: <p>Framed page</p>,
          },
          { path: 'bare', element: <p>Bare page</p> },
          {
            path: 'entity',
            handle: { chrome: { header: true, footer: true, title: 'Problem' } },
            element: <EntityPage />,
          },
          {
            path: 'no-header',
            handle: { chrome: { header: true, hideHeader: true, footer: true } },
            element: <p>Quiet</p>,
          },
          {
            path: 'broken',
            handle: { chrome: { header: true, footer: true } },
            loader: () => {
              throw new Response('gone', { status: 404 });
            },
            element: <p>never</p>,
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme="light" applyToDocument={false}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

describe('page chrome (000 §2)', () => {
  it('shows header and footer when the page supplies them, and sets the title', async () => {
    renderAt('/framed');
    expect(await screen.findByText('Framed page')).toBeDefined();
    expect(screen.getByRole('banner')).toHaveProperty('textContent', 'The header');
    expect(screen.getByRole('contentinfo')).toHaveProperty('textContent', 'The footer');
    expect(document.title).toBe('Framed · Test');
  });

  it('titles the document by the entity the page shows', async () => {
    renderAt('/entity');
    expect(await screen.findByText('Entity page')).toBeDefined();
    await waitFor(() => expect(document.title).toBe('Sum of Two Numbers · Test'));
  });

  it('shows neither when the page supplies none', async () => {
    renderAt('/bare');
    expect(await screen.findByText('Bare page')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('lets a page flag hide the header', async () => {
    renderAt('/no-header');
    expect(await screen.findByText('Quiet')).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('contentinfo')).toBeDefined();
  });

  it('never shows header or footer on the error page', async () => {
    renderAt('/broken');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeDefined();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('hasAnyRole', () => {
  const user = (roles: Role[]) => ({
    id: 1,
    handle: 'x',
    name: 'X',
    email: 'x@demo.test',
    roles,
    premiumPlanId: null,
    organization: null,
  });
  it('accepts a listed role, always a super admin, never nobody', () => {
    expect(hasAnyRole(user(['org_admin']), ['org_admin'])).toBe(true);
    expect(hasAnyRole(user(['learner']), ['org_admin'])).toBe(false);
    expect(hasAnyRole(user(['super_admin']), ['recruiter'])).toBe(true);
    expect(hasAnyRole(null, ['learner'])).toBe(false);
  });
});
