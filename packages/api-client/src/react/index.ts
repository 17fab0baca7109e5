import type { Contract } from '../contract/index';
import { createApiHooks } from './hooks';

export {
  ApiProvider,
  type ApiProviderProps,
  createApiHooks,
  swrOptionsFor,
  type UseApi,
  type UseApiMutation,
  type UseApiMutationResult,
  type UseApiOptions,
  type UseApiResult,
  type UseRevalidate,
  useApiClient,
} from './hooks';

const hooks = createApiHooks<Contract>();

/** `useApi('org-batch-leaderboard', { path: { batchSlug }, query })`; `null` input = don't fetch. */
export const useApi = hooks.useApi;
/** `const { trigger } = useApiMutation('rewards-redeem-item')`. */
export const useApiMutation = hooks.useApiMutation;
/** `const revalidate = useRevalidate(['problem-metainfo']); await revalidate();` refetches those calls. */
export const useRevalidate = hooks.useRevalidate;
