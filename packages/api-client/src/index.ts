import { type ApiClient, type ClientOptions, createClientFor } from './client/create-client';
import { type Contract, contract } from './contract/index';

export type { ApiClient, ApiResultList, ClientOptions, EndpointTable } from './client/create-client';
export { createClientFor } from './client/create-client';

/** The app's client: `createClient({ baseUrl: '' }).call('org-meta', {})`, typed from the whole contract. */
export function createClient(options: Omit<ClientOptions<Contract>, 'contract'>): ApiClient<Contract> {
  return createClientFor({ ...options, contract });
}
export {
  ApiError,
  type ApiEvents,
  isApiError,
  isMaintenance,
  MAINTENANCE_STATUS,
  NOTIFY_AUTO_CLOSE_MS,
  notifierMessageOf,
  type PageError,
  pageErrorOf,
} from './client/errors';
export type {
  ApiVersion,
  CallArgs,
  CallInput,
  CallOptions,
  CallOutput,
  DownloadedFile,
} from './client/types';
export * from './contract/index';
export { buildOpenApi, type OpenApiOptions } from './openapi';
