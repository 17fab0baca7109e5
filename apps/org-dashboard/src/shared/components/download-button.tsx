import { Box, Button, ProgressBar, useToast } from '@learnforge/ui';
import { useRef, useState } from 'react';
import { type DownloadProgress, fetchWithProgress, saveFile } from '../download';

const numberFormat = new Intl.NumberFormat('en-IN');

export interface DownloadButtonProps {
  /** Button text, e.g. "Download CSV". */
  label: string;
  /** Address of the export (from `client.url(...)`, so it carries the organization slug). */
  url: string;
  /** File name when the server does not give one. */
  filename: string;
  /** A fuller name for screen readers when several buttons share the label (one per table row). */
  accessibleLabel?: string;
}

/** Downloads an export and shows its progress; a second click while running cancels it. */
export function DownloadButton({ label, url, filename, accessibleLabel }: DownloadButtonProps) {
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
      const file = await fetchWithProgress(url, filename, setProgress, abort.signal);
      saveFile(file.blob, file.filename);
      toast.success(`${file.filename} is downloaded.`);
    } catch (error) {
      if (!abort.signal.aborted) toast.error(error instanceof Error ? error.message : 'The export failed.');
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
