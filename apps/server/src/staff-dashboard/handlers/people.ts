import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, asc, desc, eq, ilike, not, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { pageOf } from '../../db/paging';
import {
  batchEnrollments,
  batches,
  contestParticipations,
  courses,
  problems,
  submissions,
  users,
} from '../../db/schema';
import { badRequest } from '../../http/errors';

const SEARCH_LIMIT = 50;

/** Every course for staff lists (001 §7 Dashboard "all-courses"); published means open to enrol in a batch. */
export const handleStaffAllCourses: Handler<'staff-dash-all-courses'> = async ({
  input,
  database: { db },
}) => {
  const { course_type: courseType, enrolment } = input.query;
  const like = likePattern(input.query.search);
  // Spelled with the tables' names: in a one-table select Drizzle writes the select list's columns without their
  // table, and inside this subquery "course_id" = "id" would compare a batch with itself.
  const open = sql<boolean>`exists (select 1 from ${batches} as open_batch where open_batch.course_id = ${courses}.id and open_batch.organization_id is null)`;
  const where = and(
    like ? or(ilike(courses.name, like), ilike(courses.slug, like)) : undefined,
    courseType === undefined ? undefined : eq(courses.courseType, courseType),
    enrolment === 'open' ? open : enrolment === 'closed' ? not(open) : undefined,
  );
  const query = db
    .select({ id: courses.id, slug: courses.slug, name: courses.name, type: courses.courseType, open })
    .from(courses)
    .where(where)
    .$dynamic();
  return pageOf(db, input.query, query, [asc(courses.name), asc(courses.id)], (row) => ({
    course_id: row.id,
    course_slug: row.slug,
    course_name: row.name,
    course_type: row.type,
    is_published: row.open,
  }));
};

/** `users/search/?q=`: people by name, handle or e-mail for staff lookups, best matches (exact handle) first. */
export const handleStaffUsersSearch: Handler<'staff-dash-users-search'> = async ({
  input,
  database: { db },
}) => {
  const like = likePattern(input.query.q)!;
  const rows = await db
    .select({ handle: users.handle, name: users.name, email: users.email, imageUrl: users.imageUrl })
    .from(users)
    .where(or(ilike(users.name, like), ilike(users.handle, like), ilike(users.email, like)))
    .orderBy(desc(sql`lower(${users.handle}) = lower(${input.query.q})`), asc(users.name), asc(users.id))
    .limit(SEARCH_LIMIT);
  return {
    results: rows.map((row) => ({
      handle: row.handle,
      name: row.name,
      email: row.email,
      profile_image: row.imageUrl && /^https?:\/\//.test(row.imageUrl) ? row.imageUrl : null,
    })),
  };
};

/** Moderators for the assigned-to and assigned-by pickers (002 §6); the client keeps it an hour. */
export const handleInternalUsers: Handler<'user-internal-users'> = async ({ input, database: { db } }) => {
  const role = input.query.role?.trim() || 'moderator';
  const like = likePattern(input.query.search);
  const rows = await db
    .select({ handle: users.handle, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        sql`${role} = any(${users.roles})`,
        like ? or(ilike(users.name, like), ilike(users.handle, like)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(200);
  return { moderators: rows };
};

type Area = keyof typeof AREA_ROLES;
const isArea = (source: string): source is Area => Object.hasOwn(AREA_ROLES, source);

/**
 * `users/check-permission/?source=` (002 §6): whether the caller may use one staff area, named as the apps name
 * them (`coupons`, `liveClasses`, ...), so a screen can say so before its first call is refused.
 */
export const handleCheckPermission: Handler<'user-check-permission'> = ({ input, user }) => {
  const { source } = input.query;
  if (!isArea(source))
    throw badRequest(`There is no area called ${source}.`, {
      source: `Name one of: ${Object.keys(AREA_ROLES).join(', ')}.`,
    });
  return { source, allowed: hasRole(user.roles, ...AREA_ROLES[source]) };
};

/** `dashboard/{view}`: the signed-in person's own figures, one set of cards per view. */
export const handleDashboardView: Handler<'user-dashboard-view'> = async ({
  input,
  user,
  database: { db },
}) => {
  const count = (value: unknown) => Number(value ?? 0);
  const [solved, submitted, enrolled, contests] = await Promise.all([
    db
      .select({
        n: sql<number>`count(distinct ${submissions.problemId})::int`,
        hard: sql<number>`count(distinct ${submissions.problemId}) filter (where ${problems.difficulty} = 'hard')::int`,
      })
      .from(submissions)
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .where(
        and(
          eq(submissions.userId, user.id),
          eq(submissions.kind, 'submit'),
          eq(submissions.verdict, 'correct'),
        ),
      ),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(submissions)
      .where(and(eq(submissions.userId, user.id), eq(submissions.kind, 'submit'))),
    db
      .select({
        n: sql<number>`count(*)::int`,
        active: sql<number>`count(*) filter (where ${batchEnrollments.accessEndsAt} > now())::int`,
      })
      .from(batchEnrollments)
      .where(eq(batchEnrollments.userId, user.id)),
    db
      .select({
        n: sql<number>`count(*) filter (where ${contestParticipations.attended})::int`,
        best: sql<number>`coalesce(max(${contestParticipations.score}) filter (where ${contestParticipations.attended}), 0)`,
      })
      .from(contestParticipations)
      .where(eq(contestParticipations.userId, user.id)),
  ]);
  const cards = {
    problems_solved: { key: 'problems_solved', label: 'Problems solved', value: count(solved[0]?.n) },
    hard_solved: { key: 'hard_solved', label: 'Hard problems solved', value: count(solved[0]?.hard) },
    submissions: { key: 'submissions', label: 'Submissions', value: count(submitted[0]?.n) },
    batches: { key: 'batches', label: 'Batches joined', value: count(enrolled[0]?.n) },
    active_batches: {
      key: 'active_batches',
      label: 'Batches with access',
      value: count(enrolled[0]?.active),
    },
    contests: { key: 'contests', label: 'Contests attended', value: count(contests[0]?.n) },
    best_score: { key: 'best_score', label: 'Best contest score', value: count(contests[0]?.best) },
  };
  const views = {
    overview: [cards.problems_solved, cards.batches, cards.contests],
    courses: [cards.batches, cards.active_batches],
    problems: [cards.problems_solved, cards.hard_solved, cards.submissions],
    contests: [cards.contests, cards.best_score],
  };
  return { view: input.path.view, cards: views[input.path.view] };
};
