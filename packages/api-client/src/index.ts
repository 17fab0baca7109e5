import { type ApiClient, type ClientOptions, createClientFor } from './client/create-client';
import { routes } from './client/routes.generated';
import { type Contract, contract } from './contract/index';

export type { ApiClient, ApiResultList, ClientOptions, EndpointTable } from './client/create-client';
export { createClientFor } from './client/create-client';
export type { RouteEntry, RouteTable } from './client/route-table';
export { routes } from './client/routes.generated';
export { saveDownload, type UploadTransport } from './client/transfer';

/**
 * The app's client: `createClient({ baseUrl: '' }).call('org-meta', {})`, typed from the whole contract.
 * A production build (Vite sets `import.meta.env.PROD`) sends calls from the generated route table,
 * so the zod schemas stay out of the bundle; development, tests and Node use the contract itself.
 */
export function createClient(options: Omit<ClientOptions<Contract>, 'contract'>): ApiClient<Contract> {
  if ((import.meta as { env?: { PROD?: boolean } }).env?.PROD === true) {
    return createClientFor({ ...options, contract: routes as unknown as Contract });
  }
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
  DownloadProgress,
  UploadProgress,
} from './client/types';
export * from './contract/index';
export { buildOpenApi, type OpenApiOptions } from './openapi';
