import type { AdmitContext, Handler } from '../../api/registry';
import { contestRound } from '../../contests/coding-score';
import { countCall } from '../../http/shared-limits';
import type { LazyJudge } from '../judge-service';
import { readableProblem } from '../queries';
import { startRun, startSubmission } from '../runner';
import { runResultOf } from '../submission-views';

const MINUTE = 60_000;

/**
 * Runs and submissions cost judge time: counted per learner and per client address where every server
 * instance sees them (`countCall`, ADR 0033). Submissions get half the allowance of runs.
 */
const countJudgeCalls =
  (kind: 'run' | 'submit') =>
  async ({ user, database, config, request }: AdmitContext) => {
    const share = kind === 'run' ? 1 : 0.5;
    // A bad body counts too: the limit guards the endpoint, not only the judge.
    await countCall(database, [
      {
        key: `judge-${kind}:user:${user?.id}`,
        max: Math.ceil(config.judgeRateLimit * share),
        windowMs: MINUTE,
      },
      {
        key: `judge-${kind}:address:${request.ip}`,
        max: Math.ceil(config.judgeAddressLimit * share),
        windowMs: MINUTE,
      },
    ]);
    return undefined;
  };
export const countJudgeRuns = countJudgeCalls('run');
export const countJudgeSubmissions = countJudgeCalls('submit');

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
