import { isApiError } from '@learnforge/api-client';
import { Button, ErrorPage, Link, PageShell } from '@learnforge/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The error route: no header, sub-header or footer (000 §2), just what went wrong and a way back. */
export function RouteErrorPage({ homeHref = '/' }: { homeHref?: string }) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : 500;
  const forbidden = status === 403;
  const missing = status === 404;
  return (
    <PageShell>
      <ErrorPage
        status={status}
        title={
          forbidden
            ? 'You do not have access to this page'
            : missing
              ? 'Page not found'
              : 'Something went wrong'
        }
        message={
          forbidden
            ? 'Ask your organization’s administrator for access, or sign in with another account.'
            : missing
              ? 'The address may be mistyped, or the page has moved.'
              : 'Please try again. If it keeps happening, contact support.'
        }
        action={
          missing || forbidden ? (
            <Link href={homeHref}>Go to the home page</Link>
          ) : (
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
          )
        }
      />
    </PageShell>
  );
}

/** The catch-all route: a real 404 page inside the app. */
export function NotFoundPage({ homeHref = '/' }: { homeHref?: string }) {
  return (
    <ErrorPage
      status={404}
      title="Page not found"
      message="The address may be mistyped, or the page has moved."
      action={<Link href={homeHref}>Go to the home page</Link>}
    />
  );
}
