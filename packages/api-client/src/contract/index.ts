import { appExtraEndpoints } from './app-extras';
import { endpoints000002 } from './areas-000-002';
import { endpoints001 } from './areas-001';

export * from './define';

/** Every server call, keyed by id: the rows of endpoints.tsv plus the `x-` calls the apps need. */
export const contract = { ...endpoints000002, ...endpoints001, ...appExtraEndpoints } as const;

export type Contract = typeof contract;
export type EndpointId = keyof Contract;
