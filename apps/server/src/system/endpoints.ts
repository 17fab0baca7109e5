import type { EndpointRegistry } from '../api/registry';
import { DatabaseProbes } from './database-probe';
import { handleHealth, handleHealthReady } from './handlers/health';
import { handleOpenapi } from './handlers/openapi';

/** Service calls: health, readiness and the OpenAPI document generated from the contract. */
export function registerSystemEndpoints(registry: EndpointRegistry): void {
  const probes = new DatabaseProbes();
  registry.implement('x-health', 'public', handleHealth(probes));
  registry.implement('x-health-ready', 'public', handleHealthReady(probes));
  registry.implement('x-openapi', 'public', handleOpenapi(registry));
}
