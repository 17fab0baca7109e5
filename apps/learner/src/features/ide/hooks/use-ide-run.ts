import type { CallOutput, Contract } from '@learnforge/api-client';
import { useApiClient } from '@learnforge/api-client/react';
import type { JudgeLanguage } from '@learnforge/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Snippet = CallOutput<Contract['ide-get-status']>;

export type IdeRunState =
  | { phase: 'idle' }
  | { phase: 'running' }
  | { phase: 'done'; snippet: Snippet }
  | { phase: 'error'; error: unknown };

const maxPolls = 120;
/** Short waits first (most runs take well under a second), then one poll a second. */
const pollDelayMs = (poll: number) => Math.min(1000, 150 * poll);

/** Sends the code to the judge and polls `get-status/{id}` until the run has finished. */
export function useIdeRun() {
  const client = useApiClient();
  const [state, setState] = useState<IdeRunState>({ phase: 'idle' });
  const current = useRef(0);
  useEffect(
    () => () => {
      current.current += 1;
    },
    [],
  );

  const run = useCallback(
    async (body: { language: JudgeLanguage; source: string; stdin: string }) => {
      const token = ++current.current;
      setState({ phase: 'running' });
      try {
        const started = await client.call('ide-submit-scripting-result', { body });
        for (let poll = 1; poll <= maxPolls; poll++) {
          await new Promise((resolve) => setTimeout(resolve, pollDelayMs(poll)));
          if (token !== current.current) return;
          const snippet = await client.call('ide-get-status', { path: { id: started.id } });
          if (token !== current.current) return;
          if (snippet.status === 'completed' || snippet.status === 'error') {
            setState({ phase: 'done', snippet });
            return;
          }
        }
        setState({ phase: 'error', error: new Error('The judge took too long to answer. Try again.') });
      } catch (error) {
        if (token !== current.current) return;
        setState({ phase: 'error', error });
      }
    },
    [client],
  );
  return { state, run };
}
