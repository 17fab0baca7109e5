import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { HttpError } from '../http/errors';
import { configuredProvider } from './gateways';
import { settle } from './orders';
import { registerRazorpayCheckout } from './razorpay-gateway';
import { registerSandboxGateway } from './sandbox-gateway';

/**
 * Routes outside the contract, for the configured gateway only (ADR 0057): its webhook (server to
 * server, signed over the raw body, so it is read as text here) and its pages: the sandbox's hosted
 * page, or our hand-over to Razorpay's hosted checkout and its callback. With no gateway configured
 * none of them exist, so nothing can be "paid".
 */
export async function registerPaymentRoutes(app: FastifyInstance, database: Database, config: Config) {
  const provider = configuredProvider(database, config);
  if (!provider) return;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(`/api/latest/payment/webhook/${provider.name}/`, async (request) => {
      const result = provider.parseWebhook(String(request.body ?? ''), request.headers);
      if (!result) throw new HttpError(400, 'bad_signature', 'The webhook signature does not verify.');
      if (result === 'ignored') return { ok: true, status: 'ignored' };
      const order = await settle(database.db, config, result);
      if (!order) throw new HttpError(404, 'not_found', 'There is no order for this payment.');
      return { ok: true, status: order.status };
    });
  });
  if (config.paymentGateway === 'sandbox') registerSandboxGateway(app, database, config);
  if (config.paymentGateway === 'razorpay' && config.razorpay)
    registerRazorpayCheckout(app, database, config, config.razorpay);
}
