import { useApiClient } from '@learnforge/api-client/react';
import { Checkbox } from '@learnforge/ui';
import { useEffect, useRef, useState } from 'react';
import { solveCaptcha } from '../captcha';

export interface CaptchaFieldProps {
  /** The solved value, or '' until solved; a new form attempt needs a new value. */
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

type CaptchaState = 'idle' | 'solving' | 'solved' | 'failed';

/** "I'm not a robot": ticking it runs a short proof of work in the browser, no third party involved. */
export function CaptchaField({ value, onChange, error }: CaptchaFieldProps) {
  const [state, setState] = useState<CaptchaState>(value ? 'solved' : 'idle');
  const abort = useRef<AbortController | null>(null);
  const apiClient = useApiClient();
  useEffect(() => () => abort.current?.abort(), []);
  useEffect(() => {
    if (!value) setState((current) => (current === 'solved' ? 'idle' : current));
  }, [value]);

  const start = async () => {
    abort.current?.abort();
    abort.current = new AbortController();
    setState('solving');
    try {
      onChange(await solveCaptcha(apiClient, abort.current.signal));
      setState('solved');
    } catch {
      setState('failed');
      onChange('');
    }
  };

  const description =
    state === 'solving'
      ? 'Verifying…'
      : state === 'solved'
        ? 'Verified.'
        : state === 'failed'
          ? 'Verification failed. Tick the box to try again.'
          : 'A short check that runs in your browser.';
  return (
    <Checkbox
      label="I'm not a robot"
      description={<span aria-live="polite">{description}</span>}
      checked={state === 'solved'}
      disabled={state === 'solving'}
      error={state === 'failed' ? undefined : error}
      onChange={(event) => {
        if (event.target.checked) void start();
        else {
          setState('idle');
          onChange('');
        }
      }}
    />
  );
}
