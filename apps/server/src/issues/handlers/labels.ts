import { asc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { issueLabels } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

export const handleIssuesLabelsGet: Handler<'issues-labels-get'> = async ({ database: { db } }) => ({
  results: await db.select().from(issueLabels).orderBy(asc(issueLabels.name)),
});

export const handleIssuesLabelsPost: Handler<'issues-labels-post'> = async ({ input, database: { db } }) => {
  const name = input.body.name.trim();
  const [taken] = await db
    .select({ id: issueLabels.id })
    .from(issueLabels)
    .where(sql`lower(${issueLabels.name}) = lower(${name})`);
  if (taken)
    throw badRequest(`There is already a label ${name}.`, {
      name: 'There is already a label with this name',
    });
  const [created] = await db
    .insert(issueLabels)
    .values({ name, color: input.body.color.toLowerCase() })
    .onConflictDoNothing({ target: issueLabels.name })
    .returning();
  if (!created)
    throw badRequest(`There is already a label ${name}.`, {
      name: 'There is already a label with this name',
    });
  return created;
};

/** Removing a label takes it off every ticket that had it (the links cascade). */
export const handleIssuesLabelsDelete: Handler<'issues-labels-delete'> = async ({
  input,
  database: { db },
}) => {
  const [deleted] = await db.delete(issueLabels).where(eq(issueLabels.id, input.query.label_id)).returning();
  if (!deleted) throw notFound('There is no such label.');
  return { message: `Deleted the label ${deleted.name}.` };
};
