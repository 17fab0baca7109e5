import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import { appForPath, isLearnerPagePath } from '@learnforge/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

interface StaticSite {
  prefix: string;
  root: string;
}

/** One built file, read once at start-up with the br and gzip copies the build wrote beside it. */
interface StaticFile {
  body: Buffer;
  brotli: Buffer | undefined;
  gzip: Buffer | undefined;
  contentType: string;
  etag: string;
  cacheControl: string;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

/** Vite puts content-hashed files under assets/; they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

const readIfThere = (path: string) => (existsSync(path) ? readFileSync(path) : undefined);

/**
 * Every file of a built app by its address. Read once: a request then costs a map lookup, with no
 * readdir or stat on the way (issue 15 found @fastify/static's per-request path check and per-request
 * compression to be most of a static request's cost). A rebuilt app is served after a restart.
 */
function loadSite(site: StaticSite): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(site.root)) return files;
  for (const path of filesUnder(site.root)) {
    if (path.endsWith('.br') || path.endsWith('.gz')) continue;
    const body = readFileSync(path);
    const address = site.prefix + relative(site.root, path).split(sep).join('/');
    files.set(address, {
      body,
      brotli: readIfThere(`${path}.br`),
      gzip: readIfThere(`${path}.gz`),
      contentType: contentTypes[extname(path).toLowerCase()] ?? 'application/octet-stream',
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      cacheControl: address.startsWith(`${site.prefix}assets/`) ? IMMUTABLE : 'no-cache',
    });
  }
  return files;
}

/** The smallest copy the client accepts: brotli, then gzip, else the file itself (then compressed on the fly). */
function sendStatic(request: FastifyRequest, reply: FastifyReply, file: StaticFile) {
  reply
    .header('content-type', file.contentType)
    .header('cache-control', file.cacheControl)
    .header('etag', file.etag)
    .header('vary', 'accept-encoding');
  // Only a page that is answered 200 may be "not modified"; the not-found page says 404 every time.
  if (reply.statusCode === 200 && request.headers['if-none-match'] === file.etag)
    return reply.status(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (file.brotli && /\bbr\b/.test(accepted)) return reply.header('content-encoding', 'br').send(file.brotli);
  if (file.gzip && /\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(file.gzip);
  return reply.send(file.body);
}

/**
 * Serves the three built apps (and Storybook) from one origin, with SPA fallback to each app's
 * index.html. Unknown /api/ paths never reach the apps' files: they get the API's JSON 404.
 */
export function registerStaticApps(app: FastifyInstance, repoRoot: string): void {
  const sites: Record<'learner' | 'orgDashboard' | 'admin', StaticSite> = {
    learner: { prefix: '/', root: join(repoRoot, 'apps/learner/dist') },
    orgDashboard: { prefix: '/organization-dashboard/', root: join(repoRoot, 'apps/org-dashboard/dist') },
    admin: { prefix: '/dashboard-next/', root: join(repoRoot, 'apps/admin/dist') },
  };
  const files = new Map<string, StaticFile>();
  for (const site of Object.values(sites))
    for (const [address, file] of loadSite(site)) files.set(address, file);

  // One route per file: the router answers a file, and everything else falls to the not-found handler below.
  for (const [address, file] of files) {
    // Vite's file names are [\w.-]; a name the router would read as a parameter or wildcard is left out.
    if (/[:*]/.test(address)) continue;
    app.get(address, (request, reply) => sendStatic(request, reply, file));
  }

  // Storybook is a developer tool off the request paths that matter; @fastify/static serves it from disk.
  const storybook = join(repoRoot, 'packages/ui/storybook-static');
  if (existsSync(storybook))
    app.register(fastifyStatic, {
      root: storybook,
      prefix: '/storybook/',
      index: ['index.html'],
      wildcard: true,
      setHeaders: (reply: FastifyReply) => reply.header('cache-control', 'no-cache'),
    });

  const sendApp = (request: FastifyRequest, reply: FastifyReply, site: StaticSite) => {
    const page = files.get(`${site.prefix}index.html`);
    if (!page) {
      return reply
        .status(503)
        .type('text/plain')
        .send('This app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    return sendStatic(request, reply, page);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply
        .status(404)
        .send({ error: { code: 'not_found', message: `No such endpoint: ${request.method} ${path}` } });
    }
    // A missing hashed asset is a real 404, not a page: sending HTML for a .js request breaks the app silently.
    if (/\/assets\/[^/]+\.\w+$/.test(path)) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    if (path === '/storybook' || path.startsWith('/storybook/')) {
      return reply
        .status(404)
        .type('text/plain')
        .send('Storybook has not been built. Run `npm run build-storybook`.');
    }
    const target = appForPath(path);
    // The learner app knows its pages: any other address is a real 404 (the app then shows its
    // not-found page inside the site's header and footer), so crawlers and tools see the truth.
    if (target === 'learner' && !isLearnerPagePath(path)) reply.status(404);
    return sendApp(request, reply, sites[target]);
  });
}
