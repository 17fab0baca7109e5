import { appExtraEndpoints } from './app-extras';
import { endpoints000002 } from './areas-000-002';
import { endpoints001 } from './areas-001';
import { authEndpoints } from './auth';

export { captchaChallenge, type SessionUser, sessionUser } from './auth';
export * from './define';

/** Every server call, keyed by id: the rows of endpoints.tsv plus the `x-` calls the apps need. */
export const contract = {
  ...endpoints000002,
  ...endpoints001,
  ...appExtraEndpoints,
  ...authEndpoints,
} as const;

export type Contract = typeof contract;
export type EndpointId = keyof Contract;

/** What the server needs besides the table: routes from path templates and handler types. */
export { pathParamNames, pathToRoute, routePathOf, splitPath } from '../client/route';
export type { EndpointInput, EndpointOutput } from '../client/types';
