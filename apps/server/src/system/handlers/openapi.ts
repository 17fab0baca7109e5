import { buildOpenApi, contract } from '@learnforge/api-client';
import type { EndpointRegistry, PublicHandler } from '../../api/registry';

/** The OpenAPI document of the contract, marking which calls this server implements. */
export const handleOpenapi = (registry: EndpointRegistry): PublicHandler<'x-openapi'> => {
  let document: Record<string, unknown> | undefined;
  return () => {
    // Built once: the contract and the set of handlers do not change while the server runs.
    document ??= buildOpenApi(contract, { implemented: registry.implementedIds() }) as Record<
      string,
      unknown
    >;
    return document;
  };
};
