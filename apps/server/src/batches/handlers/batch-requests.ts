import { and, desc, eq, gt, ilike, lte, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { tabValues } from '../../courses/editor-tabs';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import {
  batchEnrollments,
  batches,
  batchOffers,
  courseEditorTabs,
  courses,
  funnelEvents,
  institutes,
  learnerInstitutes,
  users,
} from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { batchBySlug } from '../batch-access';
import { courseTab } from '../course-tabs';
import { requireBatchAccess } from '../learning';

/** Holds the caller's row until the transaction ends, so two requests of one learner run one after the other. */
const lockLearner = (tx: Db, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/**
 * `enroll-user-in-opted-lang-batch/`: a learner with a seat here takes a seat in the course's batch
 * taught in the language they chose (the course editor's Opt-Languages tab names each batch's
 * languages), nearest in start date, not ended. The new seat lasts as long as the one here, which the
 * learner keeps: their progress lives in this batch's tracks, and a refund of this seat's order ends
 * only this seat (ADR 0101).
 */
export const handleBatchEnrollOptedLang: Handler<'batch-enroll-opted-lang'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course, access } = await requireBatchAccess(db, user, input.body.batch_slug);
  if (access.reason !== 'enrolled' || !access.accessEndsAt)
    throw new HttpError(
      409,
      'not_enrolled',
      'Only a learner with a seat in this batch can switch to a batch in another language.',
    );
  const accessEndsAt = access.accessEndsAt;
  const lang = input.body.lang.trim().toLowerCase();
  const { optLanguages } = await courseTab(db, course, 'opt-languages');
  const offeredSlugs = optLanguages
    .filter(
      (row) => row.batch_slug !== batch.slug && row.languages.some((l) => l.trim().toLowerCase() === lang),
    )
    .map((row) => row.batch_slug);
  const candidates =
    offeredSlugs.length === 0
      ? []
      : await db
          .select({ id: batches.id, slug: batches.slug, name: batches.name, startsAt: batches.startsAt })
          .from(batches)
          .where(
            and(
              eq(batches.courseId, course.id),
              gt(batches.endsAt, sql`now()`),
              sql`${batches.slug} in (${sql.join(
                offeredSlugs.map((slug) => sql`${slug}`),
                sql`, `,
              )})`,
            ),
          );
  const target = candidates.sort(
    (a, b) =>
      Math.abs(a.startsAt.getTime() - batch.startsAt.getTime()) -
        Math.abs(b.startsAt.getTime() - batch.startsAt.getTime()) || a.id - b.id,
  )[0];
  if (!target)
    throw badRequest(`No other batch of ${course.name} is taught in ${input.body.lang.trim()}.`, {
      lang: `No other batch of ${course.name} is taught in ${input.body.lang.trim()}.`,
    });
  return db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const [existing] = await tx
      .select({ accessEndsAt: batchEnrollments.accessEndsAt })
      .from(batchEnrollments)
      .where(and(eq(batchEnrollments.batchId, target.id), eq(batchEnrollments.userId, user.id)));
    if (existing && existing.accessEndsAt > new Date())
      return { batch_slug: target.slug, message: `You are already in ${target.name}.` };
    const [offer] = await tx
      .select({ seatsLeft: batchOffers.seatsLeft })
      .from(batchOffers)
      .where(eq(batchOffers.batchId, target.id))
      .for('update');
    if (offer?.seatsLeft === 0)
      throw new HttpError(409, 'batch_full', `${target.name} has no seats left.`, {
        lang: `${target.name} has no seats left.`,
      });
    await tx
      .insert(batchEnrollments)
      .values({ batchId: target.id, userId: user.id, accessEndsAt })
      .onConflictDoUpdate({
        target: [batchEnrollments.batchId, batchEnrollments.userId],
        set: { enrolledAt: new Date(), accessEndsAt },
        setWhere: lte(batchEnrollments.accessEndsAt, sql`now()`),
      });
    if (offer?.seatsLeft)
      await tx
        .update(batchOffers)
        .set({ seatsLeft: offer.seatsLeft - 1 })
        .where(eq(batchOffers.batchId, target.id));
    return {
      batch_slug: target.slug,
      message: `You are enrolled in ${target.name}, taught in ${input.body.lang.trim()}, until ${accessEndsAt.toISOString().slice(0, 10)}.`,
    };
  });
};

/**
 * `nation-skill-up-upgrade-interest/`: the learner's answer, kept for the CRM as a funnel step of the
 * batch. The same answer again adds nothing; a changed mind is a new step (ADR 0101).
 */
export const handleBatchNationSkillUpInterest: Handler<'batch-nation-skill-up-interest'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course } = await requireBatchAccess(db, user, input.body.batch_slug);
  const target = `${batch.slug}: ${input.body.interested ? 'interested' : 'not interested'}`;
  await db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const [latest] = await tx
      .select({ target: funnelEvents.target })
      .from(funnelEvents)
      .where(
        and(
          eq(funnelEvents.userId, user.id),
          eq(funnelEvents.action, 'nation_skill_up_interest'),
          eq(funnelEvents.batchId, batch.id),
        ),
      )
      .orderBy(desc(funnelEvents.createdAt), desc(funnelEvents.id))
      .limit(1);
    if (latest?.target === target) return;
    await tx.insert(funnelEvents).values({
      userId: user.id,
      action: 'nation_skill_up_interest',
      target,
      courseId: course.id,
      batchId: batch.id,
    });
  });
  return {
    message: input.body.interested
      ? 'Thank you: the course team will contact you about the Nation Skill Up upgrade.'
      : 'Noted: you will not be contacted about the upgrade.',
  };
};

/** An external certification is a course of type external (000 §4 code 3). */
const EXTERNAL_COURSE_TYPE = 3;

/**
 * `external-certification-user-enrollment/`: records, once, that a learner of the batch enrols in an
 * external certification, for the CRM; the answer carries the certification's own address when its
 * course names one (Course Intro `redirection_url`). Staff are not learners: NOT_ELIGIBLE (ADR 0101).
 */
export const handleBatchExternalCertEnrollment: Handler<'batch-external-cert-enrollment'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, access } = await requireBatchAccess(db, user, input.body.batch_slug);
  const [certification] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, input.body.certification_id), eq(courses.courseType, EXTERNAL_COURSE_TYPE)))
    .limit(1);
  if (!certification)
    throw badRequest('There is no such external certification.', {
      certification_id: 'There is no such external certification.',
    });
  const [introRow] = await db
    .select({ values: courseEditorTabs.values })
    .from(courseEditorTabs)
    .where(and(eq(courseEditorTabs.courseId, certification.id), eq(courseEditorTabs.tab, 'course-intro')))
    .limit(1);
  const redirect = tabValues('course-intro', introRow?.values, certification).redirection_url;
  const redirectUrl = /^https?:\/\//.test(redirect ?? '') ? (redirect as string) : null;
  if (access.reason === 'staff')
    return {
      status: 'NOT_ELIGIBLE' as const,
      message: 'Staff who run the batch do not enrol in its certifications.',
      redirect_url: null,
    };
  const recorded = await db.transaction(async (tx) => {
    await lockLearner(tx, user.id);
    const [known] = await tx
      .select({ id: funnelEvents.id })
      .from(funnelEvents)
      .where(
        and(
          eq(funnelEvents.userId, user.id),
          eq(funnelEvents.action, 'external_certification_enrollment'),
          eq(funnelEvents.courseId, certification.id),
        ),
      )
      .limit(1);
    if (known) return false;
    await tx.insert(funnelEvents).values({
      userId: user.id,
      action: 'external_certification_enrollment',
      target: `${certification.slug} (from ${batch.slug})`,
      courseId: certification.id,
      batchId: batch.id,
    });
    return true;
  });
  return recorded
    ? {
        status: 'SUCCESS' as const,
        message: `You are enrolled in ${certification.name}.`,
        redirect_url: redirectUrl,
      }
    : {
        status: 'ALREADY_ENROLLED' as const,
        message: `You are already enrolled in ${certification.name}.`,
        redirect_url: redirectUrl,
      };
};

/**
 * `user/details/`: the contact details a batch asks for. Name, phone and graduation year go on the
 * account (the account page shows the same); the college must be an institute of the list, any letter
 * case, and a learner an institute organization admitted keeps that one. Checked before anything is
 * written; each refusal names its field (ADR 0101).
 */
export const handleBatchUserDetailsPost: Handler<'batch-user-details-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { body } = input;
  if (body.batch_slug) await batchBySlug(db, body.batch_slug);
  const admittedBy = user.organization?.type === 'institute' ? user.organization.name : null;
  const college = body.college?.trim() || undefined;
  let instituteId: number | undefined;
  if (college && admittedBy) {
    if (college.toLowerCase() !== admittedBy.toLowerCase())
      throw badRequest(`Your college is ${admittedBy}, the organization that admitted you.`, {
        college: `Your college is ${admittedBy}, the organization that admitted you; ask its admin to change it.`,
      });
  } else if (college) {
    const [known] = await db
      .select({ id: institutes.id })
      .from(institutes)
      .where(ilike(institutes.name, escapeLike(college)))
      .limit(1);
    if (!known)
      throw badRequest('Choose your college from the list of institutes.', {
        college: 'Choose your college from the list of institutes.',
      });
    instituteId = known.id;
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        name: body.name,
        phone: body.phone.trim(),
        ...(body.graduation_year !== undefined ? { graduationYear: body.graduation_year } : {}),
      })
      .where(eq(users.id, user.id));
    if (instituteId !== undefined)
      await tx
        .insert(learnerInstitutes)
        .values({ userId: user.id, instituteId })
        .onConflictDoUpdate({
          target: learnerInstitutes.userId,
          set: { instituteId, updatedAt: new Date() },
        });
  });
  const [row] = await db
    .select({
      name: users.name,
      phone: users.phone,
      graduationYear: users.graduationYear,
      institute: institutes.name,
    })
    .from(users)
    .leftJoin(learnerInstitutes, eq(learnerInstitutes.userId, users.id))
    .leftJoin(institutes, eq(institutes.id, learnerInstitutes.instituteId))
    .where(eq(users.id, user.id));
  return {
    handle: user.handle,
    name: row?.name ?? body.name,
    phone: row?.phone ?? body.phone,
    college: admittedBy ?? row?.institute ?? null,
    graduation_year: row?.graduationYear ?? null,
  };
};
