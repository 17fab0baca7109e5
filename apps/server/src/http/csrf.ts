import type { FastifyInstance } from 'fastify';
import { HttpError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie-authenticated calls: browsers send `Origin` (and `Sec-Fetch-Site`) on
 * every unsafe request, so a request from another site is refused before any handler runs.
 * Requests without those headers come from non-browser clients, which cannot be tricked into
 * sending a victim's cookie. SameSite=Lax on the session cookie is the second layer.
 */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw csrfError();
    const origin = request.headers.origin;
    if (origin === undefined) return;
    const expected = `${request.protocol}://${request.host}`;
    if (origin !== expected) throw csrfError();
  });
}

export const csrfError = () =>
  new HttpError(403, 'csrf_failed', 'This request came from another site and was refused for your safety.');
