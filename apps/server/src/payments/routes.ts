import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { settle } from './orders';
import { registerSandboxGateway, SANDBOX_WEBHOOK_PATH, sandboxProvider } from './sandbox-gateway';

/**
 * Routes outside the contract: the gateway's webhook (server to server, signed over the raw body, so
 * it is read as text here) and the sandbox gateway's hosted page.
 */
export async function registerPaymentRoutes(app: FastifyInstance, database: Database, config: Config) {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(SANDBOX_WEBHOOK_PATH, async (request) => {
      const result = sandboxProvider(database, config).parseWebhook(
        String(request.body ?? ''),
        request.headers,
      );
      if (!result) throw new HttpError(400, 'bad_signature', 'The webhook signature does not verify.');
      const order = await settle(database.db, config, result);
      if (!order) throw new HttpError(404, 'not_found', 'There is no order for this payment.');
      return { ok: true, status: order.status };
    });
  });
  registerSandboxGateway(app, database, config);
}
