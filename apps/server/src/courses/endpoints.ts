import { AREA_ROLES } from '@learnforge/domain';
import { and, asc, count, eq, ilike, inArray, max, or, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { Db } from '../db/client';
import { batches, courses } from '../db/schema';
import { courseEditorTabs, courseFeatureLinks, courseFeatures } from '../db/schema-courses';
import { recordEdit } from '../edit-history/record';
import { notFound } from '../http/errors';
import { type AllTabs, TAB_NAMES, type TabName, type TabValues, tabSchema, tabValues } from './editor-tabs';
import { registerCourseFeatureEndpoints } from './features';
import { registerCourseMailEndpoints } from './mails';
import { courseOffer } from './offer';
import { validateTab } from './validate';

type CourseRow = typeof courses.$inferSelect;

async function courseById(db: Db, id: number): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) throw notFound('There is no such course.');
  return course;
}

async function loadTabs(db: Db, course: CourseRow): Promise<{ tabs: AllTabs; updatedAt: Date | null }> {
  const rows = await db.select().from(courseEditorTabs).where(eq(courseEditorTabs.courseId, course.id));
  const saved = new Map(rows.map((row) => [row.tab, row.values]));
  const tabs = Object.fromEntries(
    TAB_NAMES.map((tab) => [tab, tabValues(tab, saved.get(tab), course)]),
  ) as AllTabs;
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return { tabs, updatedAt };
}

async function editorView(db: Db, course: CourseRow) {
  const { tabs, updatedAt } = await loadTabs(db, course);
  return { course_id: course.id, updated_at: (updatedAt ?? course.createdAt).toISOString(), tabs };
}

/** Lines of "what you will learn" as the landing page lists them (one point per line, bullets dropped). */
function learningPoints(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
}

function youtubeId(link: string | null): string | null {
  if (!link) return null;
  const match = /(?:youtu\.be\/|youtube\.com\/(?:watch\?v=|embed\/))([\w-]{6,20})/.exec(link);
  return match?.[1] ?? null;
}

const httpOnly = (link: string | null) => (link && /^https?:\/\//.test(link) ? link : null);

export function registerCourseEndpoints(registry: EndpointRegistry): void {
  registerCourseFeatureEndpoints(registry);
  registerCourseMailEndpoints(registry);

  registry.implement('x-course-editor-list', AREA_ROLES.courseEditor, async ({ input, database }) => {
    const { page = 1, page_size: pageSize = 20, search, ordering = 'course_name' } = input.query;
    const lastEdited = max(courseEditorTabs.updatedAt);
    const column = { course_name: courses.name, course_slug: courses.slug, updated_at: lastEdited }[
      ordering.replace(/^-/, '') as 'course_name' | 'course_slug' | 'updated_at'
    ];
    // Never-edited courses sort as the oldest edits; ties by id keep paging stable.
    const sortKey = ordering.startsWith('-')
      ? sql`${column} desc nulls last`
      : sql`${column} asc nulls first`;
    // % and _ in the search are literal characters, not wildcards.
    const pattern = search ? `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
    const where = pattern ? or(ilike(courses.name, pattern), ilike(courses.slug, pattern)) : undefined;
    const [total] = await database.db.select({ n: count() }).from(courses).where(where);
    const rows = await database.db
      .select({ course: courses, updatedAt: lastEdited })
      .from(courses)
      .leftJoin(courseEditorTabs, eq(courseEditorTabs.courseId, courses.id))
      .where(where)
      .groupBy(courses.id)
      .orderBy(sortKey, asc(courses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize);
    return {
      count: total?.n ?? 0,
      page,
      page_size: pageSize,
      results: rows.map(({ course, updatedAt }) => ({
        course_id: course.id,
        course_slug: course.slug,
        course_name: course.name,
        course_type: course.courseType,
        listing_type: course.listingType,
        updated_at: updatedAt ? new Date(updatedAt).toISOString() : null,
      })),
    };
  });

  registry.implement('x-course-editor-get', AREA_ROLES.courseEditor, async ({ input, database }) =>
    editorView(database.db, await courseById(database.db, input.path.id)),
  );

  registry.implement('x-course-editor-update', AREA_ROLES.courseEditor, async ({ input, user, database }) => {
    const { tab } = input.body;
    // The contract parsed the body; parse again with the tab schema so defaults fill what was left out.
    const values = tabSchema(tab).parse(input.body.values) as TabValues<TabName>;
    const course = await database.db.transaction(async (tx) => {
      const current = await courseById(tx, input.path.id);
      await validateTab(tx, current.id, tab, values);
      const before = tabValues(
        tab,
        (
          await tx
            .select({ values: courseEditorTabs.values })
            .from(courseEditorTabs)
            .where(and(eq(courseEditorTabs.courseId, current.id), eq(courseEditorTabs.tab, tab)))
        )[0]?.values,
        current,
      );
      let updated = current;
      if (tab === 'course-intro') {
        const intro = values as TabValues<'course-intro'>;
        [updated = current] = await tx
          .update(courses)
          .set({
            name: intro.course_name,
            slug: intro.course_slug,
            shortDescription: intro.short_description,
            courseType: intro.course_type,
            listingType: intro.listing_type,
            courseFeeType: intro.course_fee_type,
            courseExpiryDays: intro.course_expiry_days,
          })
          .where(eq(courses.id, current.id))
          .returning();
      }
      await tx
        .insert(courseEditorTabs)
        .values({ courseId: current.id, tab, values, updatedBy: user.id })
        .onConflictDoUpdate({
          target: [courseEditorTabs.courseId, courseEditorTabs.tab],
          set: { values, updatedBy: user.id, updatedAt: new Date() },
        });
      await recordEdit(tx, {
        entityType: 'course',
        entityId: current.id,
        actorId: user.id,
        before: before as Record<string, unknown>,
        after: values as Record<string, unknown>,
      });
      return updated;
    });
    return editorView(database.db, course);
  });

  registry.implement('courses-details', 'public', async ({ input, database: { db } }) => {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, input.path.slug))
      .limit(1);
    if (!course) throw notFound('There is no such course.');
    const [offer, [anyBatch]] = await Promise.all([
      courseOffer(db, course.id),
      db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, course.id)).limit(1),
    ]);
    return {
      batches: offer.upcoming_batches,
      first_upcoming_batch: offer.first_upcoming_batch,
      total_upcoming_batches: offer.total_upcoming_batches,
      has_any_batch: anyBatch !== undefined,
    };
  });

  registry.implement('courses-detail', 'public', async ({ input, database }) => {
    const db = database.db;
    const [course] = await db.select().from(courses).where(eq(courses.slug, input.path.slug)).limit(1);
    if (!course) throw notFound('There is no such course.');
    const { tabs } = await loadTabs(db, course);
    const intro = tabs['course-intro'];
    const courseBatches = await db
      .select({ slug: batches.slug, name: batches.name, startsAt: batches.startsAt })
      .from(batches)
      .where(eq(batches.courseId, course.id))
      .orderBy(asc(batches.startsAt));
    const offer = await courseOffer(db, course.id);
    const linked = [...new Set([...tabs.details.upgradableCourses, ...tabs.details.electiveCourses])];
    const names = linked.length
      ? new Map(
          (
            await db
              .select({ slug: courses.slug, name: courses.name })
              .from(courses)
              .where(inArray(courses.slug, linked))
          ).map((row) => [row.slug, row.name]),
        )
      : new Map<string, string>();
    const courseRefs = (slugs: string[]) =>
      slugs.flatMap((slug) => {
        const name = names.get(slug);
        return name ? [{ course_slug: slug, course_name: name }] : [];
      });
    const features = await db
      .select({ id: courseFeatures.id, name: courseFeatures.name, description: courseFeatures.description })
      .from(courseFeatureLinks)
      .innerJoin(courseFeatures, eq(courseFeatures.id, courseFeatureLinks.featureId))
      .where(eq(courseFeatureLinks.courseId, course.id))
      .orderBy(asc(courseFeatureLinks.position), asc(courseFeatures.id));
    const batchNames = new Map(courseBatches.map((batch) => [batch.slug, batch.name]));
    const faqs = [...tabs.faqs.courseFaqs, ...tabs.faqs.faqs];
    return {
      course_id: course.id,
      course_type: course.courseType,
      course_name: course.name,
      content: {
        content_type: 'course_content' as const,
        results: tabs['course-content'].courseContent.map((section) => ({
          title: section.title,
          items: section.items,
          duration_minutes: null,
        })),
      },
      syllabus_pdf: httpOnly(intro.syllabus_pdf),
      intro_video_id: youtubeId(intro.intro_video_link),
      intro_video_link: httpOnly(intro.intro_video_link),
      course_overview: course.shortDescription,
      what_you_will_learn: learningPoints(intro.what_you_will_learn),
      mentors: offer.mentors,
      right_section: { ratings: offer.ratings, highlights: tabs.details.courseBenefits },
      first_upcoming_batch: offer.first_upcoming_batch,
      total_upcoming_batches: offer.total_upcoming_batches,
      has_any_batch: courseBatches.length > 0,
      payment_currency_symbol: '₹',
      course_short_name: intro.course_short_name,
      best_suited_for: intro.best_suited_for,
      warning_message: intro.warning_message,
      skills: intro.skills,
      level: intro.level,
      course_duration: intro.course_duration,
      seats_left: intro.seats_left,
      default_testimonial: intro.default_testimonial,
      journey: tabs['course-journey'].courseJourneyPhases,
      upgradable_courses: courseRefs(tabs.details.upgradableCourses),
      elective_courses: courseRefs(tabs.details.electiveCourses),
      faqs,
      schema_keywords: tabs['schema-keywords'].schemaKeywords,
      batch_languages: tabs['opt-languages'].optLanguages.flatMap((row) => {
        const name = batchNames.get(row.batch_slug);
        return name ? [{ batch_slug: row.batch_slug, batch_name: name, languages: row.languages }] : [];
      }),
      banners: tabs['course-banners'].banners.filter((banner) => banner.image_url !== ''),
      features,
      included_in_premium: tabs.premium.included_in_premium,
    };
  });
}
