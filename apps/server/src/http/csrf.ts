import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

/** Methods that change nothing: no CSRF check, and no cache or kept session to drop after them. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated calls: browsers send `Origin` (and `Sec-Fetch-Site`) on
 * every unsafe request, so a request from another site is refused before any handler runs.
 * Requests without those headers come from non-browser clients, which cannot be tricked into
 * sending a victim's cookie. SameSite=Lax on the session cookie is the second layer.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  // A callback hook, not an async one: it runs on every request, and a safe one has nothing to check.
  app.addHook('onRequest', (request, _reply, done) => {
    if (SAFE_METHODS.has(request.method)) return done();
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') return done(csrfError());
    const origin = request.headers.origin;
    if (origin === undefined) return done();
    const expected = `${request.protocol}://${request.host}`;
    done(origin === expected ? undefined : csrfError());
  });
}

export const csrfError = () =>
  new HttpError(403, 'csrf_failed', 'This request came from another site and was refused for your safety.');
