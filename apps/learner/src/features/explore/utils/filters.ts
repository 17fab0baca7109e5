export const difficulties = ['basic', 'easy', 'medium', 'hard'] as const;
type Difficulty = (typeof difficulties)[number];
const progressFilters = ['solved', 'attempted', 'unsolved'] as const;
type ProgressFilter = (typeof progressFilters)[number];

/** The explore filters as the URL keeps them (`?difficulty=easy,hard&tags=graphs&page=2`). */
export interface ExploreFilters {
  search: string;
  difficulty: string[];
  tags: string[];
  companies: string[];
  status: ProgressFilter | '';
  /** Only the learner's bookmarks (`?bookmarked=true`). */
  bookmarked: boolean;
  /** Only premium problems (`?premium=true`). */
  premium: boolean;
  page: number;
}

const list = (params: URLSearchParams, key: string) =>
  (params.get(key) ?? '')
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);

export function readFilters(params: URLSearchParams): ExploreFilters {
  const status = params.get('status') ?? '';
  const page = Number(params.get('page') ?? '1');
  return {
    search: params.get('search') ?? '',
    difficulty: list(params, 'difficulty').filter((value) => difficulties.includes(value as Difficulty)),
    tags: list(params, 'tags'),
    companies: list(params, 'companies'),
    status: progressFilters.includes(status as ProgressFilter) ? (status as ProgressFilter) : '',
    bookmarked: params.get('bookmarked') === 'true',
    premium: params.get('premium') === 'true',
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes one filter and goes back to the first page, leaving the other filters as they were. */
export function withFilter(
  params: URLSearchParams,
  key: 'search' | 'difficulty' | 'tags' | 'companies' | 'status' | 'bookmarked' | 'premium',
  value: string | string[],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const text = Array.isArray(value) ? value.join(',') : value;
  if (text) next.set(key, text);
  else next.delete(key);
  next.delete('page');
  return next;
}

/** The same filters as the problems call takes them; empty ones left out. */
export function exploreQuery(filters: ExploreFilters, pageSize: number) {
  return {
    page: filters.page,
    page_size: pageSize,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.difficulty.length ? { difficulty: filters.difficulty.join(',') } : {}),
    ...(filters.tags.length ? { tags: filters.tags.join(',') } : {}),
    ...(filters.companies.length ? { companies: filters.companies.join(',') } : {}),
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.bookmarked ? { bookmarked: true } : {}),
    ...(filters.premium ? { premium: true } : {}),
  };
}

export const toggled = (values: string[], value: string, on: boolean) =>
  on ? [...new Set([...values, value])] : values.filter((existing) => existing !== value);
