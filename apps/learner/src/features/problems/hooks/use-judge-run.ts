import { ApiError, type CallOutput, type Contract } from '@learnforge/api-client';
import { useApiClient, useRevalidate } from '@learnforge/api-client/react';
import type { JudgeLanguage } from '@learnforge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

export type JudgeMode = 'run' | 'submit';
export type RunResult = CallOutput<Contract['problem-submit-result']>;

export type JudgeState =
  | { phase: 'idle' }
  | { phase: 'judging'; mode: JudgeMode }
  | { phase: 'done'; mode: JudgeMode; result: RunResult }
  | { phase: 'error'; mode: JudgeMode; message: string };

const maxPolls = 120;
/** Short waits first (most verdicts take well under a second), then one poll a second. */
const pollDelayMs = (poll: number) => Math.min(1000, 150 * poll);

/**
 * Calls whose data a finished submission changes. The submit call itself cannot name them in its
 * `revalidates`: the judge finishes later, on one of the result polls.
 */
const refreshedAfterSubmit = [
  'problem-user-submissions',
  'problem-submissions',
  'problem-metainfo',
  'problem-detail',
  'problem-latest-submission',
  // A correct submission of today's problem grows the streak: the card beside the editor shows it at once.
  'pod-my-profile',
  'pod-today',
] as const;

/**
 * Starts a custom run or a submission and polls its result until the judge is done. `resultCalls` is the
 * result-call counter of 002 §3/§4 (totalResultApiCallCount): it counts polls and restarts at each new run.
 */
export function useJudgeRun(slug: string) {
  const client = useApiClient();
  const refreshAfterSubmit = useRevalidate(refreshedAfterSubmit);
  const [searchParams] = useSearchParams();
  const contestSlug = searchParams.get('contest');
  const [state, setState] = useState<JudgeState>({ phase: 'idle' });
  const [resultCalls, setResultCalls] = useState(0);
  const current = useRef(0);

  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const start = useCallback(
    async (mode: JudgeMode, body: { language: JudgeLanguage; code: string; input?: string }) => {
      const token = ++current.current;
      setResultCalls(0);
      setState({ phase: 'judging', mode });
      try {
        const started =
          mode === 'run'
            ? await client.call('problem-compile-run', { path: { slug }, body })
            : await client.call('problem-submit', {
                path: { slug },
                // Opened from a contest's coding round (/problems/{slug}/1?contest=…): the submission counts there.
                body: {
                  language: body.language,
                  code: body.code,
                  ...(contestSlug ? { contest_slug: contestSlug } : {}),
                },
              });
        for (let poll = 1; poll <= maxPolls; poll++) {
          await new Promise((resolve) => setTimeout(resolve, pollDelayMs(poll)));
          if (token !== current.current) return;
          const input = { body: { submission_id: started.submission_id } };
          const result =
            mode === 'run'
              ? await client.call('problem-compile-run-result', input)
              : await client.call('problem-submit-result', input);
          if (token !== current.current) return;
          setResultCalls(poll);
          if (result.status === 'done') {
            setState({ phase: 'done', mode, result });
            if (mode === 'submit') await refreshAfterSubmit();
            return;
          }
        }
        setState({
          phase: 'error',
          mode,
          message:
            'The judge is taking longer than usual. Your submission is saved: check My submissions soon.',
        });
      } catch (error) {
        if (token !== current.current) return;
        setState({
          phase: 'error',
          mode,
          message: error instanceof ApiError ? error.message : 'The code could not be sent. Try again.',
        });
      }
    },
    [client, slug, contestSlug, refreshAfterSubmit],
  );

  return { state, resultCalls, start };
}
