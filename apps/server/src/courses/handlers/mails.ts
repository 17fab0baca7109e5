import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batchEnrollments, batches } from '../../db/schema';
import { courseEditorTabs, courseMailMessages, courseMails } from '../../db/schema-courses';
import { badRequest } from '../../http/errors';
import { queueDelivery, queueMessages } from '../../mail/outbox';
import { tabValues } from '../editor-tabs';
import { courseOf, mailViews, recipients } from '../mail-queries';

export const handleCourseMailsList: Handler<'x-course-mails-list'> = async ({
  input,
  config,
  database: { db },
}) => {
  const course = await courseOf(db, input.path.id);
  const [rows, courseBatches] = await Promise.all([
    db
      .select()
      .from(courseMails)
      .where(eq(courseMails.courseId, course.id))
      .orderBy(desc(courseMails.createdAt), desc(courseMails.id))
      .limit(100),
    db
      .select({ slug: batches.slug, name: batches.name, learners: count(batchEnrollments.userId) })
      .from(batches)
      .leftJoin(batchEnrollments, eq(batchEnrollments.batchId, batches.id))
      .where(eq(batches.courseId, course.id))
      .groupBy(batches.id)
      .orderBy(asc(batches.startsAt), asc(batches.id)),
  ]);
  return {
    results: await mailViews(db, rows),
    batches: courseBatches.map((row) => ({
      batch_slug: row.slug,
      batch_name: row.name,
      learners: row.learners,
    })),
    delivery_configured: Boolean(config.smtpUrl),
  };
};

export const handleCourseMailSend: Handler<'x-course-mail-send'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const body = input.body;
  const course = await courseOf(db, input.path.id);
  // What goes out is the email as saved in the Send Email tab, so the edit history shows what was sent.
  const [saved] = await db
    .select({ values: courseEditorTabs.values })
    .from(courseEditorTabs)
    .where(and(eq(courseEditorTabs.courseId, course.id), eq(courseEditorTabs.tab, 'send-email')));
  const email = tabValues('send-email', saved?.values, course).emailContent[body.email_index];
  if (!email)
    throw badRequest('Save the email in the Send Email tab before sending it.', {
      email_index: 'No saved email has this number.',
    });

  let to: string[];
  let batchSlugs: string[] = [];
  if (body.audience === 'test') to = [body.test_address.trim()];
  else if (body.audience === 'batches') {
    batchSlugs = [...new Set(body.batch_slugs)];
    const found = await db
      .select({ id: batches.id, slug: batches.slug })
      .from(batches)
      .where(and(eq(batches.courseId, course.id), inArray(batches.slug, batchSlugs)));
    const known = new Set(found.map((row) => row.slug));
    const unknown = batchSlugs.filter((slug) => !known.has(slug));
    if (unknown.length)
      throw badRequest(`Not batches of this course: ${unknown.join(', ')}.`, {
        batch_slugs: 'Choose batches of this course.',
      });
    to = await recipients(
      db,
      course.id,
      found.map((row) => row.id),
    );
  } else to = await recipients(db, course.id);
  if (to.length === 0)
    throw badRequest(
      body.audience === 'batches'
        ? 'No learner is enrolled in the chosen batches.'
        : 'No learner is enrolled in this course yet.',
      { audience: 'Nobody to send to.' },
    );

  const { mail, ids } = await db.transaction(async (tx) => {
    const [mail] = await tx
      .insert(courseMails)
      .values({
        courseId: course.id,
        sentBy: user.id,
        subject: email.subject,
        body: email.body,
        audience: body.audience,
        batchSlugs,
        testAddress: body.audience === 'test' ? to[0]! : null,
      })
      .returning();
    const ids = await queueMessages(
      tx,
      to.map((address) => ({ to: address, subject: email.subject, body: email.body })),
    );
    for (let start = 0; start < ids.length; start += 1000)
      await tx
        .insert(courseMailMessages)
        .values(ids.slice(start, start + 1000).map((outboxId) => ({ mailId: mail!.id, outboxId })));
    return { mail: mail!, ids };
  });
  await queueDelivery(request.server.jobQueue, ids);
  const [view] = await mailViews(db, [mail]);
  return view!;
};
