import type { Config } from '../config';
import type { Database } from '../db/client';
import type { PaymentProvider } from './provider';
import { razorpayProvider } from './razorpay-gateway';
import { sandboxProvider } from './sandbox-gateway';

/** The gateway this deployment takes payments with (PAYMENT_GATEWAY, ADR 0057), or null: none configured. */
export function configuredProvider(database: Database, config: Config): PaymentProvider | null {
  if (config.paymentGateway === 'sandbox') return sandboxProvider(database, config);
  if (config.paymentGateway === 'razorpay' && config.razorpay) return razorpayProvider(config.razorpay);
  return null;
}
