import type { EndpointRegistry } from '../api/registry';
import { DatabaseProbes } from './database-probe';
import { handleDeadLetterDiscard, handleDeadLetterRetry, handleDeadLetters } from './handlers/dead-letters';
import { handleHealth, handleHealthReady } from './handlers/health';
import { handleOpenapi } from './handlers/openapi';

/**
 * Service calls: health, readiness, the OpenAPI document generated from the contract, and the job queue's dead
 * letters for super admins.
 */
export function registerSystemEndpoints(registry: EndpointRegistry): void {
  const probes = new DatabaseProbes();
  registry.implement('x-health', 'public', handleHealth(probes));
  registry.implement('x-health-ready', 'public', handleHealthReady(probes));
  registry.implement('x-openapi', 'public', handleOpenapi(registry));
  registry.implement('x-admin-dead-letters', ['super_admin'], handleDeadLetters);
  registry.implement('x-admin-dead-letter-retry', ['super_admin'], handleDeadLetterRetry);
  registry.implement('x-admin-dead-letter-discard', ['super_admin'], handleDeadLetterDiscard);
}
