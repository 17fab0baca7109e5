import { isApiError } from '@learnforge/api-client';
import { Button, ErrorPage, Link, PageShell } from '@learnforge/ui';
import { isRouteErrorResponse, useRouteError } from 'react-router';

export interface RouteErrorPageProps {
  homeHref?: string;
  /** Title of the access error a 403 (`raisePageError`, `QueryView`) turns into. */
  forbiddenTitle?: string;
  /**
   * Rendered inside a layout route that keeps the app's header and footer; by default the error
   * route stands alone, with no header, sub-header or footer (000 §2).
   */
  inLayout?: boolean;
}

/**
 * The route error boundary of every app: a 403 on a route's data is the page-level access error with
 * the server's reason (002 §4), a 404 a missing page, anything else a failure with a reload.
 */
export function RouteErrorPage({
  homeHref = '/',
  forbiddenTitle = 'You do not have access to this page',
  inLayout = false,
}: RouteErrorPageProps) {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : isApiError(error) ? error.status : 500;
  const forbidden = status === 403;
  const missing = status === 404;
  const serverReason = isApiError(error) && error.fromServer ? error.message : null;
  const page = (
    <ErrorPage
      status={status}
      title={forbidden ? forbiddenTitle : missing ? 'Page not found' : 'Something went wrong'}
      message={
        forbidden
          ? (serverReason ??
            'Ask your organization’s administrator for access, or sign in with another account.')
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
  );
  return inLayout ? page : <PageShell>{page}</PageShell>;
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
