import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { recordFunnelEvent } from '../../crm/attribution';
import { batches, courseLeads, courses, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { countCall } from '../../http/shared-limits';

const HOUR = 3_600_000;
const WHEN: Record<'morning' | 'afternoon' | 'evening', string> = {
  morning: 'in the morning',
  afternoon: 'in the afternoon',
  evening: 'in the evening',
};

/**
 * `counselling-registration/`: a visitor asks a counsellor to call about a course; the CRM reads the lead.
 * Anyone may ask, so it is bounded per client address and per e-mail (shared by every instance): a form
 * posted in a loop cannot fill the CRM's list or make it call one number all day.
 */
export const handleCounsellingRegistration: PublicHandler<'courses-counselling-registration'> = async ({
  input,
  user,
  request,
  database,
}) => {
  const { db } = database;
  const body = input.body;
  let courseId: number | null = null;
  if (body.course_slug) {
    const [course] = await db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.slug, body.course_slug), eq(courses.listingType, 0)));
    if (!course) throw badRequest('There is no such course.', { course_slug: 'There is no such course.' });
    courseId = course.id;
  }
  await countCall(database, [
    { key: `counselling:address:${request.ip}`, max: 5, windowMs: HOUR },
    { key: `counselling:email:${body.email.toLowerCase()}`, max: 3, windowMs: 24 * HOUR },
  ]);
  await db.insert(courseLeads).values({
    kind: 'counselling',
    userId: user?.id ?? null,
    courseId,
    name: body.name,
    email: body.email.toLowerCase(),
    phone: body.phone,
    preferredTime: body.preferred_time ?? null,
    pageUrl: body.page_url,
  });
  if (user) {
    await recordFunnelEvent(db, {
      userId: user.id,
      action: 'counselling',
      target: body.course_slug ?? 'counselling',
      courseId,
      campaign: body.first_touch,
    });
  }
  const first = body.name.split(/\s+/)[0];
  return {
    message: `Thank you, ${first}. A counsellor will call ${body.phone}${body.preferred_time ? ` ${WHEN[body.preferred_time]}` : ''} within one working day.`,
  };
};

/**
 * `crm/course-page/payment-initiate/`: the learner opened checkout for a batch of this course. Recorded
 * once an hour per learner and batch, so reloading checkout does not look like ten buyers to the CRM.
 */
export const handlePaymentInitiate: Handler<'courses-crm-payment-initiate'> = async ({
  input,
  user,
  database: { db },
}) => {
  const [batch] = await db
    .select({ batchId: batches.id, courseId: courses.id })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(
      and(
        eq(batches.slug, input.body.batch_slug),
        eq(courses.slug, input.body.course_slug),
        isNull(batches.organizationId),
      ),
    );
  if (!batch) throw notFound('This course has no such batch.');
  const [recent] = await db
    .select({ id: courseLeads.id })
    .from(courseLeads)
    .where(
      and(
        eq(courseLeads.kind, 'payment_initiate'),
        eq(courseLeads.userId, user.id),
        eq(courseLeads.batchId, batch.batchId),
        gt(courseLeads.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  if (!recent) {
    const [person] = await db
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, user.id));
    await db.insert(courseLeads).values({
      kind: 'payment_initiate',
      userId: user.id,
      courseId: batch.courseId,
      batchId: batch.batchId,
      name: person?.name ?? null,
      email: person?.email ?? null,
    });
  }
  await recordFunnelEvent(db, {
    userId: user.id,
    action: 'course_page_payment_initiate',
    target: input.body.batch_slug,
    courseId: batch.courseId,
    batchId: batch.batchId,
    campaign: input.body.first_touch,
  });
  return { message: 'Recorded.' };
};
