import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import { EndpointRegistry } from './api/registry';
import { registerSessionLoading, type SessionUser } from './auth/sessions';
import { registerVideoMedia } from './batches/media';
import type { Config } from './config';
import type { Database } from './db/client';
import { schedulePlannerStatistics } from './db/planner-statistics';
import { registerEndpoints } from './endpoints';
import { registerCsrfProtection } from './http/csrf';
import { registerErrorHandling, sendFrameworkError } from './http/errors';
import { RequestLog } from './http/request-log';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticApps } from './http/static-apps';
import { type IssueMailListener, startIssueMailListener } from './issues/inbound-mail';
import { LiveTopics, registerLiveSocket } from './live/websocket';
import { registerPaymentRoutes } from './payments/routes';
import { lazyJudge } from './problems/judge-service';
import { type JobQueue, openQueue } from './queue/queue';
import { type ObjectStore, openObjectStore } from './storage/object-store';
import { registerUploads } from './uploads/images';
import { startWorkers } from './workers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Loaded once per API request from the session cookie. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    /** The durable job queue (ADR 0045): handlers queue slow work on it. */
    jobQueue: JobQueue;
    /** Uploads: local disk or an S3-compatible bucket (ADR 0059). */
    objectStore: ObjectStore;
    /** Set on SIGTERM: readiness answers 503 so the proxy stops sending new requests here. */
    lifecycle: { draining: boolean };
    /** The SMTP listener for replies to support-ticket mail, when ISSUE_MAIL_PORT is set (ADR 0073). */
    issueMail: IssueMailListener | null;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  /** Pino logger settings (a stream for tests that read the log); false in most tests. */
  logger?: boolean | { level: string; stream?: { write(line: string): void } };
}

export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Per-request lines at info cost about a quarter of throughput (issue 15): failures and slow
    // requests at info, the rest at debug.
    logController: new RequestLog(config.slowRequestMs),
    bodyLimit: 1024 * 1024,
    // A hop count or the proxy's addresses (config.ts): X-Forwarded-For entries a client adds itself are ignored.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    // While shutting down, new requests get 503 and in-flight ones finish.
    return503OnClosing: true,
    routerOptions: {
      // The spec writes most paths with a trailing slash and some without; accept both.
      ignoreTrailingSlash: true,
      // The contract allows 200-character slugs and base64-encoded handles; the schema gives the
      // field-level answer, the router only stops absurd lengths.
      maxParamLength: 2048,
    },
    // A broken % escape or an over-long segment answers in the project's error shape.
    frameworkErrors: (error, _request, reply) => sendFrameworkError(error, reply),
  });
  // Stack traces and framework details never reach the client: errors.ts decides every error body.
  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.repoRoot, { googleSignIn: config.google !== undefined });
  await app.register(fastifyCookie);
  // Contract entries with `bodyEncoding: 'form'` (terms of service, 002 §7) send url-encoded bodies.
  await app.register(fastifyFormbody, { bodyLimit: 256 * 1024 });
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  registerCsrfProtection(app);

  app.decorateRequest('user', null);
  app.decorate('lifecycle', { draining: false });
  // While shutting down, each response closes its connection: otherwise close() waits out the keep-alive of every
  // client whose request finished after it began (72 s in Fastify), and a rolling restart stalls that long.
  // A callback hook, not an async one: it runs on every response, and needs no promise to say nothing changed.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.lifecycle.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  registerSessionLoading(app, database, config.sessionKeptMs);

  app.decorate('objectStore', openObjectStore(config));
  await registerUploads(app);
  registerVideoMedia(app, database);
  await registerPaymentRoutes(app, database, config);

  const registry = new EndpointRegistry();
  const judge = lazyJudge();
  const queue = await openQueue(database, {
    judgeJobTimeoutSeconds: config.judgeJobTimeoutSeconds,
    maintenanceSeconds: config.queueMaintenanceSeconds,
    mailRetryLimit: config.mailRetryLimit,
    mailRetryDelaySeconds: config.mailRetryDelaySeconds,
  });
  app.decorate('jobQueue', queue);
  // After in-flight requests: running jobs get the grace period, then go back to the queue for another process.
  const stopPlannerStatistics = schedulePlannerStatistics(database);
  const stopWorkers = await startWorkers(queue, { config, database, judge, log: app.log });
  app.addHook('onClose', async () => {
    stopPlannerStatistics();
    stopWorkers();
    await queue.stop(config.shutdownGraceMs);
    await judge.close();
  });
  const issueMail =
    config.issueMailPort === undefined
      ? null
      : await startIssueMailListener({
          db: database.db,
          host: config.issueMailHost,
          port: config.issueMailPort,
          log: app.log,
        });
  app.decorate('issueMail', issueMail);
  app.addHook('onClose', async () => {
    await issueMail?.close();
  });
  const topics = new LiveTopics();
  registerEndpoints(registry, { judge, topics });
  await registerLiveSocket(app, database, topics);
  registry.mount(app, database, config);
  registerStaticApps(app, config.repoRoot);
  return app;
}
