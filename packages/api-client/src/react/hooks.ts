import {
  createContext,
  createElement,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useState,
} from 'react';
import useSWR, {
  type Cache,
  preload,
  SWRConfig,
  type SWRConfiguration,
  type SWRResponse,
  unstable_serialize,
  useSWRConfig,
} from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient, EndpointTable } from '../client/create-client';
import { type ApiError, MAINTENANCE_STATUS, type PageError, pageErrorOf } from '../client/errors';
import type { CallInput, CallOptions, CallOutput } from '../client/types';
import type { EndpointPolicy } from '../contract/define';
import type { Contract } from '../contract/index';

const ClientContext = createContext<ApiClient<EndpointTable> | null>(null);

export interface ApiProviderProps {
  client: ApiClient<EndpointTable> | ApiClient<Contract>;
  /** A request was answered 520: show the site-under-maintenance page instead of the app. */
  onMaintenance?: (error: ApiError) => void;
  /** A server message for the notifier (auto-close after `autoCloseMs`, 5000 ms). */
  onNotify?: (message: string, autoCloseMs: number) => void;
  children?: ReactNode;
}

/** The SWR key of one `useApi` call (one key shape, built here only). */
const apiKey = (id: string, input: unknown) => ['api', id, input ?? {}] as const;

/** The SWR keys of `useApi` calls to these endpoints, whatever their input. */
function keysOf(ids: readonly string[]): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key[0] === 'api' && ids.includes(key[1] as string);
}

/**
 * The `useApi` keys seen so far, by SWR cache key, with their endpoint and how many mounted hooks show
 * them, so a refresh can tell data on screen (refetched in place) from data only cached.
 */
type ShownKeys = Map<string, { id: string; shown: number }>;

const ShownKeysContext = createContext<ShownKeys | null>(null);

/**
 * Makes every cached answer of these endpoints stale. Screens showing one refetch it in place (their data
 * stays shown, nothing remounts); an answer no screen shows is dropped, so a screen mounted later loads it
 * afresh rather than showing the answer from before the write first (ADR 0026, amendment).
 */
function refreshKeys(
  ids: readonly string[],
  mutate: ReturnType<typeof useSWRConfig>['mutate'],
  cache: Cache,
  seen: ShownKeys,
): Promise<unknown> {
  // First, while every matching answer is still in the cache: this also forgets each key's finished
  // request, which SWR would otherwise hand to the next mount within the deduping interval.
  const refetched = mutate(keysOf(ids));
  for (const [key, { id, shown }] of seen) {
    if (shown === 0 && ids.includes(id)) {
      cache.delete(key);
      seen.delete(key);
    }
  }
  return refetched;
}

/** Gives hooks their client and refreshes cached data when a call says it made some stale. */
export function ApiProvider({ client, onMaintenance, onNotify, children }: ApiProviderProps) {
  const { mutate, cache } = useSWRConfig();
  const [seen] = useState<ShownKeys>(() => new Map());
  const table = client as ApiClient<EndpointTable>;
  useEffect(
    () =>
      table.on('revalidate', ({ ids }) => {
        void refreshKeys(ids, mutate, cache, seen);
      }),
    [table, mutate, cache, seen],
  );
  useEffect(
    () => (onMaintenance ? table.on('maintenance', ({ error }) => onMaintenance(error)) : undefined),
    [table, onMaintenance],
  );
  useEffect(
    () =>
      onNotify ? table.on('notify', ({ message, autoCloseMs }) => onNotify(message, autoCloseMs)) : undefined,
    [table, onNotify],
  );
  return createElement(
    ClientContext.Provider,
    { value: table },
    createElement(ShownKeysContext.Provider, { value: seen }, children),
  );
}

export function useApiClient<C extends EndpointTable = Contract>(): ApiClient<C> {
  const client = useContext(ClientContext);
  if (!client) throw new Error('useApi needs an <ApiProvider client={createClient(...)}> above it');
  return client as unknown as ApiClient<C>;
}

/** SWR options that carry out an entry's cache policy. */
export function swrOptionsFor(policy: EndpointPolicy | undefined): SWRConfiguration {
  const options: SWRConfiguration = {
    // Retrying cannot fix a refused request, and maintenance replaces the page anyway.
    onErrorRetry: (error: ApiError, _key, config, revalidate, { retryCount }) => {
      if (error.status === MAINTENANCE_STATUS || (error.status >= 400 && error.status < 500)) return;
      if (retryCount >= 3) return;
      setTimeout(
        () => void revalidate({ retryCount }),
        (config.errorRetryInterval ?? 5000) * 2 ** retryCount,
      );
    },
  };
  if (policy?.neverCache) {
    return { ...options, dedupingInterval: 0, revalidateOnMount: true, revalidateIfStale: true };
  }
  if (policy?.cacheSeconds !== undefined) {
    return {
      ...options,
      dedupingInterval: policy.cacheSeconds * 1000,
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    };
  }
  return options;
}

export type UseApiOptions<T> = Omit<SWRConfiguration<T, ApiError>, 'fetcher'> & {
  /** `false`: the screen says a refusal beside the field it names (a filter), so no toast says it again. */
  notify?: boolean;
};
export type UseApiResult<T> = SWRResponse<T, ApiError> & {
  /** A 403 on this route data: show the page-level access error (002 §4). */
  pageError: PageError | null;
};
type UseApiArgs<E> =
  object extends CallInput<E>
    ? [input?: CallInput<E> | null, options?: UseApiOptions<CallOutput<E>>]
    : [input: CallInput<E> | null, options?: UseApiOptions<CallOutput<E>>];

export interface UseApiMutationResult<E> {
  trigger: (
    ...args: object extends CallInput<E> ? [input?: CallInput<E>] : [input: CallInput<E>]
  ) => Promise<CallOutput<E>>;
  data: CallOutput<E> | undefined;
  error: ApiError | undefined;
  isMutating: boolean;
  reset: () => void;
  pageError: PageError | null;
}

type AnyCall = (id: string, input: unknown, options?: CallOptions) => Promise<unknown>;

function useShownKeys(): ShownKeys {
  const seen = useContext(ShownKeysContext);
  if (!seen) throw new Error('useApi needs an <ApiProvider client={createClient(...)}> above it');
  return seen;
}

function useRevalidateUntyped(ids: readonly string[]): () => Promise<void> {
  const client = useApiClient<EndpointTable>();
  const { mutate, cache } = useSWRConfig();
  const seen = useShownKeys();
  // The ids are usually an array literal, new each render: its content is what the callback depends on.
  const joined = ids.join(' ');
  return useCallback(async () => {
    const list = joined.split(' ');
    client.invalidate(list);
    await refreshKeys(list, mutate, cache, seen);
  }, [client, mutate, cache, seen, joined]);
}

function useApiUntyped(id: string, input?: unknown, options?: UseApiOptions<unknown>): UseApiResult<unknown> {
  const client = useApiClient<EndpointTable>();
  const key = input === null ? null : apiKey(id, input);
  const seen = useShownKeys();
  const cacheKey = key === null ? null : unstable_serialize(key);
  useEffect(() => {
    if (cacheKey === null) return undefined;
    const entry = seen.get(cacheKey) ?? { id, shown: 0 };
    entry.shown += 1;
    seen.set(cacheKey, entry);
    return () => {
      entry.shown -= 1;
    };
  }, [seen, cacheKey, id]);
  const { notify, ...swrOptions } = options ?? {};
  const quiet = notify === false;
  const swr = useSWR<unknown, ApiError>(
    key,
    ([, endpointId, value]: readonly [string, string, unknown]) =>
      (client.call as AnyCall)(endpointId, value, quiet ? { notify: false } : {}),
    { ...swrOptionsFor(client.contract[id]?.policy), ...swrOptions },
  );
  return Object.assign(swr, { pageError: pageErrorOf(swr.error) });
}

/**
 * Starts a call before the screen that shows it renders, while that screen's code still loads: the page's
 * first data no longer waits for its chunk (issue 15). The `useApi` with the same id and input takes this
 * answer instead of asking again (SWR's preload). Nothing is asked when an answer is already cached.
 */
function preloadApiUntyped(client: ApiClient<EndpointTable>, id: string, input?: unknown): void {
  const key = apiKey(id, input);
  if (SWRConfig.defaultValue.cache.get(unstable_serialize(key))?.data !== undefined) return;
  // A failure reaches the useApi that takes the answer; this only keeps an unused one from being unhandled.
  preload(key, ([, endpointId, value]) => (client.call as AnyCall)(endpointId, value)).catch(() => {});
}

function useApiMutationUntyped(id: string, options: MutationOptions = {}): UseApiMutationResult<never> {
  const client = useApiClient<EndpointTable>();
  const quiet = options.notify === false;
  const mutation = useSWRMutation<unknown, ApiError, readonly [string, string], unknown>(
    ['api-mutation', id] as const,
    ([, endpointId], { arg }) =>
      (client.call as AnyCall)(endpointId, arg ?? {}, quiet ? { notify: false } : {}),
    { throwOnError: true },
  );
  return {
    trigger: ((input?: unknown) => mutation.trigger(input)) as never,
    data: mutation.data as never,
    error: mutation.error,
    isMutating: mutation.isMutating,
    reset: mutation.reset,
    pageError: pageErrorOf(mutation.error),
  };
}

/** Fetches and caches one call; `input === null` means "don't fetch yet". */
export type UseApi<C extends EndpointTable> = <Id extends keyof C & string>(
  id: Id,
  ...args: UseApiArgs<C[Id]>
) => UseApiResult<CallOutput<C[Id]>>;
/** Sends one unsafe call on `trigger`; the entry's `revalidates` refresh afterwards. */
export type UseApiMutation<C extends EndpointTable> = <Id extends keyof C & string>(
  id: Id,
  options?: MutationOptions,
) => UseApiMutationResult<C[Id]>;

/** `{ notify: false }`: the screen shows every refusal beside its field, so no toast says it again (CallOptions). */
interface MutationOptions {
  notify?: boolean;
}

/**
 * A function that refetches every `useApi` call to these endpoints on the page (any input) and drops
 * their cached responses: for data a call changed that its entry's `revalidates` cannot name.
 */
export type UseRevalidate<C extends EndpointTable> = (
  ids: readonly (keyof C & string)[],
) => () => Promise<void>;

/** Starts a `useApi` call ahead of its screen: `preloadApi(client, 'problem-detail', { path: { slug } })`. */
export type PreloadApi<C extends EndpointTable> = <Id extends keyof C & string>(
  client: ApiClient<C>,
  id: Id,
  ...args: object extends CallInput<C[Id]> ? [input?: CallInput<C[Id]>] : [input: CallInput<C[Id]>]
) => void;

/** Hooks typed from an endpoint table; the app's are built from the full contract. */
export function createApiHooks<C extends EndpointTable>(): {
  useApi: UseApi<C>;
  useApiMutation: UseApiMutation<C>;
  useRevalidate: UseRevalidate<C>;
  preloadApi: PreloadApi<C>;
} {
  return {
    preloadApi: preloadApiUntyped as unknown as PreloadApi<C>,
    useApi: useApiUntyped as unknown as UseApi<C>,
    useApiMutation: useApiMutationUntyped as unknown as UseApiMutation<C>,
    useRevalidate: useRevalidateUntyped as UseRevalidate<C>,
  };
}
