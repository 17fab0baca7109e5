import type { CallInput, Contract, DownloadProgress } from '@learnforge/api-client';
import { isApiError, saveDownload } from '@learnforge/api-client';
import { useApiClient } from '@learnforge/api-client/react';
import { Box, Button, ProgressBar, useToast } from '@learnforge/ui';
import { useRef, useState } from 'react';

const numberFormat = new Intl.NumberFormat('en-IN');

/** The contract's file exports (entries with the `download` policy). */
export type DownloadId = {
  [Id in keyof Contract]: Contract[Id] extends { policy: { download: string } } ? Id : never;
}[keyof Contract];

export interface DownloadButtonProps<Id extends DownloadId> {
  /** Button text, e.g. "Download CSV". */
  label: string;
  /** The export's endpoint and its input; the client adds the organization slug (002 §2). */
  endpoint: Id;
  input: CallInput<Contract[Id]>;
  /** File name when the server does not give one. */
  filename: string;
  /** A fuller name for screen readers when several buttons share the label (one per table row). */
  accessibleLabel?: string;
}

/**
 * Downloads an export through the api-client (its 520 and notifier policy included) and shows its
 * progress; a second click while running cancels it.
 */
export function DownloadButton<Id extends DownloadId>({
  label,
  endpoint,
  input,
  filename,
  accessibleLabel,
}: DownloadButtonProps<Id>) {
  const client = useApiClient();
  const toast = useToast();
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    if (controller.current) {
      controller.current.abort();
      return;
    }
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ received: 0, total: null, lines: 0 });
    try {
      const call = client.call as (
        id: DownloadId,
        input: unknown,
        options: { signal: AbortSignal; onDownloadProgress: (progress: DownloadProgress) => void },
      ) => Promise<Parameters<typeof saveDownload>[0]>;
      const file = await call(endpoint, input, { signal: abort.signal, onDownloadProgress: setProgress });
      toast.success(`${saveDownload(file, filename)} is downloaded.`);
    } catch (error) {
      // A server's refusal already reached the notifier through the client (ADR 0026); a dropped
      // connection has no server message, so it is said here. Cancelling is not a failure.
      if (!abort.signal.aborted && !(isApiError(error) && error.fromServer)) {
        toast.error(error instanceof Error ? error.message : 'The export failed.');
      }
    } finally {
      controller.current = null;
      setProgress(null);
    }
  };

  const rows = progress ? Math.max(0, progress.lines - 1) : 0;
  return (
    <Box display="flex" alignItems="center" gap="small">
      <Button
        variant="outline"
        size="small"
        aria-label={progress ? `Cancel ${(accessibleLabel ?? label).toLowerCase()}` : accessibleLabel}
        onClick={() => void start()}
      >
        {progress ? `Cancel ${label.toLowerCase()}` : label}
      </Button>
      {progress ? (
        progress.total ? (
          <ProgressBar
            label={`${label}: progress`}
            value={progress.received}
            max={progress.total}
            size="small"
            showLabel
          />
        ) : (
          <output aria-live="polite">{`${numberFormat.format(rows)} rows received`}</output>
        )
      ) : null}
    </Box>
  );
}
