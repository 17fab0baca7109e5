import { z } from 'zod';
import { type Endpoint, fileDownload } from './define';

/**
 * Building blocks of most learner and staff area files (the calls of spec 001). Response shapes are ours; the
 * field names the spec mentions (`results`, `count`, `page_size`, `notes_list`,
 * `last_evaluated_key`, `status: 'SUCCESS'`, ...) are kept as written.
 */

/** Path and query values arrive as strings; callers pass numbers. */
export const numericId = z.coerce.number<number>().int().positive();
export const slug = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'Use letters, digits, dots, dashes or underscores');
export const handle = z.string().min(1).max(100);
export const dateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
/** 000 §4 ClassStatus, of contests and classes: Live 1, Upcoming 2, Expired 3, Cancelled 4, Completed 5. */
export const classStatus = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export const money = z.number().min(0);
/** An order amount in the currency's smallest unit (paise for INR), a whole number (ADR 0048). */
export const minorAmount = z.number().int().min(0);
export const currencyCode = z.string().length(3);
/** An absolute web address; a refusal says what is wanted (zod's own "Invalid URL" does not). */
export const httpUrl = z.url({ protocol: /^https?$/, error: 'Enter an address starting with https://' });
export const email = z.email();

const OWN_ORIGIN = 'https://learnforge.invalid';
export const LINK_MESSAGE = 'Enter an http(s) address or a path on this site starting with /.';

/**
 * A link, image or redirect that staff store and learners' pages render (issue 23): an absolute http(s)
 * address, or a path on this site. Decided by the URL parser, as the browser will read it, so
 * `javascript:`, `data:`, `//host` and `/\host` (which browsers read as another host) are refused, and
 * so are surrounding spaces, control characters and backslashes, which browsers strip or rewrite.
 */
export function isSafeLink(value: string): boolean {
  const hasControlOrBackslash = [...value].some(
    (char) => char <= '\u001f' || char === '\u007f' || char === '\\',
  );
  if (value !== value.trim() || hasControlOrBackslash) return false;
  if (value.startsWith('/')) return new URL(value, OWN_ORIGIN).origin === OWN_ORIGIN;
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}

/** A stored link (see isSafeLink), or '' for none. */
export const safeLink = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => value === '' || isSafeLink(value), LINK_MESSAGE);
export const phone = z.string().regex(/^\+?[0-9 ()-]{6,20}$/, 'Enter a valid phone number');

/** `true`/`false` in a query string, a boolean when called from code. */
export const queryFlag = z.union([
  z.boolean(),
  z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1'),
]);

/** 001 §9: notes, key-value and leaderboards default to page 1. */
export const page = z.coerce.number<number>().int().min(1).default(1);
export const pageSize = z.coerce.number<number>().int().min(1).max(100).default(20);
export const pageQuery = z.object({ page, page_size: pageSize.optional() });

/** A page of a list: `results`, `count` and `page_size` as the listing screens read them. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    results: z.array(item),
    count: z.number().int().min(0),
    page: z.number().int().min(1),
    page_size: z.number().int().min(1),
  });
}

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({ results: z.array(item) });
}

/** Key-set pages (notes, submissions): the next page starts after `last_evaluated_key`; null at the end. */
export const lastEvaluatedKey = z.string().min(1).max(500);
export function keySetPage<K extends string, T extends z.ZodType>(listField: K, item: T) {
  return z.object({ [listField]: z.array(item), last_evaluated_key: lastEvaluatedKey.nullable() } as {
    [P in K]: z.ZodArray<T>;
  } & { last_evaluated_key: z.ZodNullable<typeof lastEvaluatedKey> });
}

export const message = z.object({ message: z.string() });

/** Registration-style replies: the apps refresh meta when `status` is 'SUCCESS' (001 §4). */
export function statusReply<S extends readonly [string, ...string[]]>(others: S) {
  return z.object({ status: z.enum(['SUCCESS', ...others]), message: z.string() });
}

/** CSV exports are file downloads: the handler returns `{ filename, contentType, body }`. */
export const csvFile = fileDownload;

/** The address of the page a register or apply call came from; the client fills it (pageUrl policy). */
export const pageUrl = z.string().max(2000);

/** A campaign parameter as the landing address carried it (000 §9 tracked promo parameters). */
const utmValue = z.string().trim().max(100).optional();
/**
 * The first-touch campaign of the visitor (utm_source, utm_medium, utm_campaign of the address they
 * first landed on), which the client adds to the body of `firstTouch` calls: sign-up, checkout and the
 * CRM's funnel calls store it for the person (ADR 0082).
 */
export const firstTouch = z
  .object({ utm_source: utmValue, utm_medium: utmValue, utm_campaign: utmValue })
  .optional();

/**
 * What a candidate sends with a job application, from the job's page (jobs-apply) or from its hiring
 * contest (contest-apply-jobs); the résumé is the one uploaded last (user-resume-upload).
 */
export const jobApplicationForm = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'Use 6 to 20 digits, spaces or dashes, with an optional + in front.'),
  state: z.string().trim().min(1, 'Choose your state.').max(100),
  city: z.string().trim().min(1, 'Choose your city.').max(100),
  graduation_year: z.number().int().min(1950).max(2100),
  /** Months of work experience; 11 or less is stored as unset (001 §5). */
  work_experience: z.number().int().min(0).max(720).nullable(),
  cover_note: z.string().trim().max(3000).optional(),
});

/** Replies whose `status` is 'SUCCESS' trigger the entry's `revalidates` (001 §4). */
export const onSuccess = (response: { status: string }) => response.status === 'SUCCESS';

export const csvUpload = z
  .file()
  .max(5 * 1024 * 1024)
  .mime(['text/csv', 'application/vnd.ms-excel']);
export const imageUpload = z
  .file()
  .max(5 * 1024 * 1024)
  .mime(['image/png', 'image/jpeg', 'image/webp']);

/** 001 §9: course type codes, 1 self-paced, 2 live, anything else offline. */
export const courseType = z.number().int();
/** Fee type code of a course (000 §3: 1 by default), as the course editor stores it. */
export const courseFeeType = z.number().int();

export const userSummary = z.object({
  handle,
  name: z.string(),
  profile_image: httpUrl.nullable(),
});

export const courseCard = z.object({
  course_id: z.number().int(),
  course_slug: slug,
  course_name: z.string(),
  course_type: courseType,
  course_fee_type: courseFeeType,
  image_url: httpUrl.nullable(),
  price: money,
  discounted_price: money.nullable(),
  payment_currency_symbol: z.string(),
  avg_rating: z.number().min(0).max(5).nullable(),
  total_upcoming_batches: z.number().int().min(0),
});

export const leaderboardType = z.enum(['current', 'overall']);
export const leaderboardRow = userSummary.extend({
  rank: z.number().int().min(1),
  score: z.number(),
  problems_solved: z.number().int().min(0),
  institute: z.string().nullable(),
});
/** A ranked page plus the caller's own row (null when unranked). */
export const leaderboardPage = paginated(leaderboardRow).extend({ user_rank: leaderboardRow.nullable() });

/** The five entity types of a track (001 §3 track progress). */
export const trackEntityType = z.enum(['coding-problem', 'quiz-question', 'contest', 'video', 'article']);

/** 001 §3 track progress; percentages are done/total*100, the display value rounded up and capped at 100. */
export const trackProgress = z.object({
  show_user_progress: z.boolean(),
  user_track_entities_progress: z.record(
    trackEntityType,
    z.object({ done: z.number().int().min(0), total: z.number().int().min(0) }),
  ),
  user_entity_wise_solved_count: z.object({
    videos: z.number().int().min(0),
    articles: z.number().int().min(0),
    problems: z.number().int().min(0),
    quiz: z.number().int().min(0),
    contest: z.number().int().min(0),
  }),
  user_entities_count: z.number().int().min(0),
  track_entities_count: z.number().int().min(0),
  user_track_progress: z.number().min(0).max(100),
  user_track_progress__display: z.number().int().min(0).max(100),
});

export const jobSummary = z.object({
  id: z.number().int(),
  slug,
  title: z.string(),
  company_name: z.string(),
  company_logo: httpUrl.nullable(),
  location_type: z.enum(['onsite', 'remote', 'hybrid']),
  locations: z.array(z.string()),
  employment_type: z.enum(['full_time', 'part_time', 'internship', 'contract']),
  last_apply_date: isoDate.nullable(),
});

/** Builds `{ [id]: entry }` from a list, so an id is written once per entry. */
export function keyedById<const T extends readonly Endpoint[]>(
  entries: T,
): { [E in T[number] as E['id']]: E } {
  return Object.fromEntries(entries.map((entry) => [entry.id, entry])) as {
    [E in T[number] as E['id']]: E;
  };
}
