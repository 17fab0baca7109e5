import { and, desc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { submissions } from '../../db/schema';
import { readableProblem } from '../queries';
import { ownSubmission, submissionDetail, submissionPage } from '../submission-views';

export const handleProblemSubmissionDetail: Handler<'problem-submission-detail'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { submission, handle } = await ownSubmission(db, user, input.path.submissionId);
  return submissionDetail(submission, handle);
};

export const handleProblemSubmissions: Handler<'problem-submissions'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem } = await readableProblem(db, { id: input.path.id }, user);
  return submissionPage(db, {
    problemId: problem.id,
    userId: input.query.type === 'allSubmissions' ? null : user.id,
    viewerId: user.id,
    language: input.query.lang,
    afterKey: input.query.last_submission_key,
    afterTime: input.query.last_submission_key_time,
  });
};

export const handleProblemUserSubmissions: Handler<'problem-user-submissions'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
  return submissionPage(db, { problemId: problem.id, userId: user.id, viewerId: user.id });
};

export const handleProblemLatestSubmission: Handler<'problem-latest-submission'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem } = await readableProblem(db, { id: input.path.id }, user);
  const conditions = [
    eq(submissions.problemId, problem.id),
    eq(submissions.userId, user.id),
    eq(submissions.kind, 'submit'),
  ];
  if (input.query.lang) conditions.push(eq(submissions.language, input.query.lang));
  const [row] = await db
    .select()
    .from(submissions)
    .where(and(...conditions))
    .orderBy(desc(submissions.id))
    .limit(1);
  return { submission: row ? submissionDetail(row, user.handle) : null };
};
