import type { Handler } from '../../api/registry';
import { contestRound } from '../../contests/coding-score';
import type { LazyJudge } from '../judge-service';
import { readableProblem } from '../queries';
import { startRun, startSubmission } from '../runner';
import { runResultOf } from '../submission-views';

export const handleProblemCompileRun =
  (judge: LazyJudge): Handler<'problem-compile-run'> =>
  async ({ input, user, database: { db }, config, request }) => {
    const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
    const submissionId = await startRun({
      db,
      config,
      queue: request.server.jobQueue,
      judge,
      log: request.log,
      user: user,
      problem,
      language: input.body.language,
      code: input.body.code,
      input: input.body.input,
    });
    return { submission_id: submissionId, status: 'queued' as const };
  };

export const handleProblemSubmit =
  (judge: LazyJudge): Handler<'problem-submit'> =>
  async ({ input, user, database: { db, live }, config, request }) => {
    const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
    const submissionId = await startSubmission({
      db,
      config,
      queue: request.server.jobQueue,
      judge,
      log: request.log,
      user: user,
      problem,
      language: input.body.language,
      code: input.body.code,
      batchSlug: input.body.batch_slug,
      trackSlug: input.body.track_slug,
      round: input.body.contest_slug
        ? await contestRound(db, live, input.body.contest_slug, user, problem.id)
        : undefined,
    });
    return { submission_id: submissionId, status: 'queued' as const };
  };

export const handleProblemCompileRunResult: Handler<'problem-compile-run-result'> = ({
  input,
  user,
  database: { db },
}) => runResultOf(db, user, input.body.submission_id, 'run');

export const handleProblemSubmitResult: Handler<'problem-submit-result'> = ({
  input,
  user,
  database: { db },
}) => runResultOf(db, user, input.body.submission_id, 'submit');
