export type { ApiClient, ApiResultList, ClientOptions, EndpointTable } from './client/create-client';
export { createClient } from './client/create-client';
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
