import type { Contract } from '../contract/index';
import { createApiHooks } from './hooks';

export {
  ApiProvider,
  type ApiProviderProps,
  createApiHooks,
  type PreloadApi,
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
/** `preloadApi(apiClient, 'problem-detail', { path: { slug } })` in a route's loader: the page's data starts with its code. */
export const preloadApi = hooks.preloadApi;
