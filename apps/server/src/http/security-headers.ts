import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/** Where browsers send what the policy blocked; the server logs each report (and the e2e suite fails on any). */
const CSP_REPORT_PATH = '/api/csp-report';

/**
 * The Content-Security-Policy of the three apps (ADR 0035). Scripts only from this origin: Vite's
 * build has no inline script. Styles may be inline: React style attributes, KaTeX and the editor
 * set them, and a style cannot run code. Images may come from https: (logos and banners staff link
 * to). Nothing may frame the apps.
 */
const appDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The captcha solves its proof of work in a worker it starts from a blob.
  workerSrc: ["'self'", 'blob:'],
  mediaSrc: ["'self'", 'https:'],
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  reportUri: [CSP_REPORT_PATH],
};

type Directives = Record<string, string[]>;

/**
 * With Google sign-in set up (ADR 0096), Google Identity Services' script, its button's frame and styles and its
 * calls are allowed, by the addresses Google documents for a CSP; nothing else of Google's.
 */
function withGoogleSignIn(directives: Directives): Directives {
  const gsi = 'https://accounts.google.com/gsi/';
  return {
    ...directives,
    scriptSrc: [...(directives.scriptSrc ?? []), `${gsi}client`],
    styleSrc: [...(directives.styleSrc ?? []), `${gsi}style`],
    frameSrc: [...(directives.frameSrc ?? []), gsi],
    connectSrc: [...(directives.connectSrc ?? []), gsi],
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const policyText = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, values]) => `${kebab(name)} ${values.join(' ')}`)
    .join('; ');

/**
 * Storybook's built pages carry inline bootstrap scripts; they are allowed by their SHA-256 and
 * nothing else inline. Its manager frames its own preview, so it may frame this origin.
 */
function storybookDirectives(storybookRoot: string): Directives {
  const hashes = new Set<string>();
  if (existsSync(storybookRoot)) {
    for (const file of readdirSync(storybookRoot).filter((name) => name.endsWith('.html'))) {
      const html = readFileSync(join(storybookRoot, file), 'utf8');
      for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
        const body = match[1] ?? '';
        if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
      }
    }
  }
  return { ...appDirectives, scriptSrc: ["'self'", ...hashes], frameAncestors: ["'self'"] };
}

/**
 * An API answer is data, never a page: the policy OWASP's REST guidance gives it (nothing loads from it, nothing
 * frames it), nosniff, no framing, and no reading from another site. The pages' headers (their CSP, referrer
 * policy, opener policy and the rest) mean nothing on JSON, and were 600 of the 900 bytes of every answer
 * (issue 15).
 */
const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every response (ADR 0006, amended by ADR 0113): for pages (helmet) the CSP above, nosniff,
 * a referrer policy that keeps paths on this site, no framing; for API answers `API_HEADERS`; and HSTS on both
 * when the request came over HTTPS (directly or through a trusted proxy).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  repoRoot: string,
  { googleSignIn = false }: { googleSignIn?: boolean } = {},
): Promise<void> {
  // helmet's middleware is built once: @fastify/helmet built it again on every request, parsing the
  // CSP directives each time (6% of the server's CPU under health load, issue 15).
  const applyHelmet = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: googleSignIn ? withGoogleSignIn(appDirectives) : appDirectives,
    },
    // Google's sign-in popup reports back to its opener; same-origin would cut it off.
    crossOriginOpenerPolicy: { policy: googleSignIn ? 'same-origin-allow-popups' : 'same-origin' },
    // Sent per request below, only over HTTPS: on plain HTTP (local runs) it would mean nothing.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onRequest', (request, reply, next) => {
    if (request.url.startsWith('/api/')) {
      reply.headers(API_HEADERS);
      return next();
    }
    applyHelmet(request.raw, reply.raw, (error) => next(error as Error | undefined));
  });

  const storybookPolicy = policyText(storybookDirectives(join(repoRoot, 'packages/ui/storybook-static')));
  // A callback hook, not an async one: it runs on every response and mostly has nothing to do.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https')
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url === '/storybook' || request.url.startsWith('/storybook/')) {
      reply.header('content-security-policy', storybookPolicy);
      reply.header('x-frame-options', 'SAMEORIGIN');
    }
    done(null, payload);
  });

  // Browsers post reports as application/csp-report (or reports+json); read them as JSON and log them.
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json'],
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, { unreadable: true });
      }
    },
  );
  app.post(CSP_REPORT_PATH, async (request, reply) => {
    request.log.warn({ cspReport: request.body }, 'content security policy violation');
    return reply.status(204).send();
  });
}
