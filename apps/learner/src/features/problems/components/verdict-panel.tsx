import { Badge, Box } from '@learnforge/ui';
import { useId } from 'react';
import type { JudgeState } from '../hooks/use-judge-run';
import { verdictLabel, verdictTone } from '../utils/labels';

function Output({ label, text }: { label: string; text: string }) {
  const captionId = useId();
  return (
    <figure aria-labelledby={captionId}>
      <figcaption id={captionId}>{label}</figcaption>
      <pre>{text === '' ? '(empty)' : text}</pre>
    </figure>
  );
}

/** What the judge said about the last run or submission; announced politely to screen readers. */
export function VerdictPanel({ state, resultCalls }: { state: JudgeState; resultCalls: number }) {
  return (
    <section aria-labelledby="verdict-heading" aria-live="polite">
      <h3 id="verdict-heading">Result</h3>
      {state.phase === 'idle' ? (
        <p>Run your code on custom input, or submit it to be judged on every test.</p>
      ) : null}
      {state.phase === 'judging' ? (
        <p>
          {state.mode === 'run' ? 'Running your code' : 'Judging your submission'}…{' '}
          <span>(result checks: {resultCalls})</span>
        </p>
      ) : null}
      {state.phase === 'error' ? <p role="alert">{state.message}</p> : null}
      {state.phase === 'done' ? <DoneResult mode={state.mode} result={state.result} /> : null}
    </section>
  );
}

function DoneResult({
  mode,
  result,
}: {
  mode: 'run' | 'submit';
  result: Extract<JudgeState, { phase: 'done' }>['result'];
}) {
  const verdict = result.verdict;
  const firstResult = result.results[0];
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
        {verdict ? (
          <Badge tone={verdictTone(verdict)} variant="solid">
            {verdictLabel(verdict)}
          </Badge>
        ) : (
          <Badge tone="neutral">Finished</Badge>
        )}
        {mode === 'submit' ? (
          <span>
            {result.tests_passed} of {result.tests_total} tests passed
          </span>
        ) : null}
        {result.time_ms !== null ? <span>CPU {result.time_ms} ms</span> : null}
        {result.memory_kb !== null ? <span>Memory {Math.round(result.memory_kb / 1024)} MB</span> : null}
        {mode === 'submit' && verdict === 'correct' ? <span>+{result.score} points</span> : null}
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
