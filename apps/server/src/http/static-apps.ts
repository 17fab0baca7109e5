import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { appForPath, isLearnerPagePath } from '@learnforge/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';

interface StaticSite {
  prefix: string;
  root: string;
}

/** Vite puts content-hashed files under assets/; they never change, so browsers may keep them a year. */
function cacheHeaders(reply: FastifyReply, path: string) {
  if (/[\\/]assets[\\/]/.test(path)) reply.header('cache-control', 'public, max-age=31536000, immutable');
  else reply.header('cache-control', 'no-cache');
}

/**
 * Serves the three built apps (and Storybook) from one origin, with SPA fallback to each app's
 * index.html. Unknown /api/ paths never fall back to HTML: they get a JSON 404.
 */
export function registerStaticApps(app: FastifyInstance, repoRoot: string): void {
  const sites: Record<'learner' | 'orgDashboard' | 'admin', StaticSite> = {
    learner: { prefix: '/', root: join(repoRoot, 'apps/learner/dist') },
    orgDashboard: { prefix: '/organization-dashboard/', root: join(repoRoot, 'apps/org-dashboard/dist') },
    admin: { prefix: '/dashboard-next/', root: join(repoRoot, 'apps/admin/dist') },
  };
  const storybook = join(repoRoot, 'packages/ui/storybook-static');
  let decorated = false;
  const serve = (site: StaticSite) => {
    if (!existsSync(site.root)) return;
    app.register(fastifyStatic, {
      root: site.root,
      prefix: site.prefix,
      decorateReply: !decorated,
      index: ['index.html'],
      wildcard: true,
      setHeaders: cacheHeaders,
    });
    decorated = true;
  };
  serve(sites.learner);
  serve(sites.orgDashboard);
  serve(sites.admin);
  serve({ prefix: '/storybook/', root: storybook });

  const sendApp = (reply: FastifyReply, site: StaticSite) => {
    if (!existsSync(join(site.root, 'index.html'))) {
      return reply
        .status(503)
        .type('text/plain')
        .send('This app has not been built yet. Run `npm run build` (npm start does it for you).');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html', site.root);
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
    return sendApp(reply, sites[target]);
  });
}
