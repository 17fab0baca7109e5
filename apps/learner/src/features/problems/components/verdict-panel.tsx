import { formatDateTime } from '@learnforge/domain';
import { Badge, Box } from '@learnforge/ui';
import { forwardRef, useId } from 'react';
import type { JudgeState, RunResult } from '../hooks/use-judge-run';
import { formatMegabytes, type Verdict, verdictLabel, verdictTone } from '../utils/labels';

function Output({ label, text }: { label: string; text: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{label}</figcaption>
      <pre>{text === '' ? '(empty)' : text}</pre>
    </figure>
  );
}

/** The judge's limits for this problem, shown beside a limit verdict. */
export interface JudgeLimitsShown {
  timeMs: number;
  memoryMb: number;
}

/** The learner's newest submission, shown after a reload until they run or submit again. */
interface LastSubmission {
  verdict: Verdict;
  language: string;
  tests_passed: number;
  tests_total: number;
  time_ms: number | null;
  memory_kb: number | null;
  score: number;
  compiler_output: string | null;
  first_failing_test: { input: string; expected_output: string; output: string; passed: boolean } | null;
  created_at: string;
}

export interface VerdictPanelProps {
  state: JudgeState;
  resultCalls: number;
  /** The language of the code judged, so a Python or JavaScript parse failure reads "Syntax error". */
  language: string;
  limits: JudgeLimitsShown;
  lastSubmission?: LastSubmission | null | undefined;
}

/**
 * What the judge said about the last run or submission; announced politely to screen readers, and its
 * heading takes focus when judging ends (the ref), so keyboard users land on the verdict.
 */
export const VerdictPanel = forwardRef<HTMLHeadingElement, VerdictPanelProps>(function VerdictPanel(
  { state, resultCalls, language, limits, lastSubmission },
  headingRef,
) {
  return (
    <section aria-labelledby="verdict-heading" aria-live="polite">
      <h3 id="verdict-heading" ref={headingRef} tabIndex={-1}>
        Result
      </h3>
      {state.phase === 'idle' && lastSubmission ? (
        <LastSubmissionResult submission={lastSubmission} limits={limits} />
      ) : null}
      {state.phase === 'idle' && !lastSubmission ? (
        <p>Run your code on custom input, or submit it to be judged on every test.</p>
      ) : null}
      {state.phase === 'judging' ? (
        <p>
          {state.mode === 'run' ? 'Running your code' : 'Judging your submission'}…{' '}
          <span>(result checks: {resultCalls})</span>
        </p>
      ) : null}
      {state.phase === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.phase === 'done' ? (
        <DoneResult mode={state.mode} result={state.result} language={language} limits={limits} />
      ) : null}
    </section>
  );
});

const points = (count: number) => `${count} ${count === 1 ? 'point' : 'points'}`;

/** Time and memory as measured, with the limit beside them when the verdict is that limit. */
function Measurements({
  verdict,
  timeMs,
  memoryKb,
  limits,
}: {
  verdict: Verdict | null;
  timeMs: number | null;
  memoryKb: number | null;
  limits: JudgeLimitsShown;
}) {
  return (
    <>
      {timeMs !== null ? (
        <span>
          CPU {timeMs} ms{verdict === 'time_limit' ? ` (limit ${limits.timeMs} ms)` : ''}
        </span>
      ) : null}
      {memoryKb !== null ? (
        <span>
          {verdict === 'memory_limit'
            ? `Peak memory ${formatMegabytes(memoryKb)} (limit ${limits.memoryMb} MB)`
            : `Memory ${formatMegabytes(memoryKb)}`}
        </span>
      ) : null}
    </>
  );
}

function VerdictBadge({ verdict, language }: { verdict: Verdict | null; language: string }) {
  return verdict ? (
    <Badge tone={verdictTone(verdict)} variant="solid">
      {verdictLabel(verdict, language)}
    </Badge>
  ) : (
    <Badge tone="neutral">Finished</Badge>
  );
}

function LastSubmissionResult({
  submission,
  limits,
}: {
  submission: LastSubmission;
  limits: JudgeLimitsShown;
}) {
  const failing = submission.first_failing_test;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <p>
        Your last submission,{' '}
        <time dateTime={submission.created_at}>{formatDateTime(submission.created_at)}</time>:
      </p>
      <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
        <VerdictBadge verdict={submission.verdict} language={submission.language} />
        <span>
          {submission.tests_passed} of {submission.tests_total} tests passed
        </span>
        <Measurements
          verdict={submission.verdict}
          timeMs={submission.time_ms}
          memoryKb={submission.memory_kb}
          limits={limits}
        />
      </Box>
      {submission.compiler_output ? (
        <Output
          label={submission.verdict === 'compile_error' ? 'Compiler output' : 'Error output'}
          text={submission.compiler_output}
        />
      ) : null}
      {failing && !failing.passed ? (
        <div>
          <p>First failing example:</p>
          <Output label="Input" text={failing.input} />
          <Output label="Expected output" text={failing.expected_output} />
          <Output label="Your output" text={failing.output} />
        </div>
      ) : null}
    </Box>
  );
}

function DoneResult({
  mode,
  result,
  language,
  limits,
}: {
  mode: 'run' | 'submit';
  result: RunResult;
  language: string;
  limits: JudgeLimitsShown;
}) {
  const verdict = result.verdict;
  const firstResult = result.results[0];
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
        <VerdictBadge verdict={verdict} language={language} />
        {mode === 'submit' ? (
          <span>
            {result.tests_passed} of {result.tests_total} tests passed
          </span>
        ) : null}
        <Measurements verdict={verdict} timeMs={result.time_ms} memoryKb={result.memory_kb} limits={limits} />
        {mode === 'submit' && verdict === 'correct' ? <span>+{points(result.score)}</span> : null}
        {mode === 'submit' && result.daily_points > 0 ? (
          <span>+{points(result.daily_points)} for the problem of the day</span>
        ) : null}
      </Box>
      {result.compiler_output ? (
        <Output
          label={verdict === 'compile_error' ? 'Compiler output' : 'Error output'}
          text={result.compiler_output}
        />
      ) : null}
      {mode === 'submit' && firstResult && !firstResult.passed ? (
        <div>
          <p>First failing example:</p>
          <Output label="Input" text={firstResult.input} />
          <Output label="Expected output" text={firstResult.expected_output} />
          <Output label="Your output" text={firstResult.output} />
        </div>
      ) : null}
      {mode === 'submit' &&
      verdict &&
      verdict !== 'correct' &&
      verdict !== 'compile_error' &&
      !firstResult ? (
        <p>A hidden test failed; its input is not shown.</p>
      ) : null}
      {mode === 'run' && firstResult ? (
        <div>
          <Output label="Input" text={firstResult.input} />
          <Output label="Your output" text={firstResult.output} />
          {firstResult.expected_output ? (
            <Output label="Expected output" text={firstResult.expected_output} />
          ) : null}
        </div>
      ) : null}
    </Box>
  );
}
