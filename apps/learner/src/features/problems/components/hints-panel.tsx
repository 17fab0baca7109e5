import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Box, Button, MarkdownView } from '@learnforge/ui';

/** Hints open one at a time, in order; the server remembers which are open. */
export function HintsPanel({ slug }: { slug: string }) {
  const hints = useApi('problem-hints', { path: { slug } });
  const openHint = useApiMutation('problem-hint');
  return (
    <QueryView query={hints} what="the hints">
      {(data) => {
        const { hints_count: count, unlocked } = data;
        if (count === 0) return <p>This problem has no hints.</p>;
        const next = unlocked.length + 1;
        return (
          <Box display="flex" flexDirection="column" gap="small">
            {unlocked.length ? (
              <ol aria-label="Hints">
                {unlocked.map((hint) => (
                  <li key={hint.hint_no}>
                    <MarkdownView markdown={hint.content} />
                  </li>
                ))}
              </ol>
            ) : null}
            {next <= count ? (
              <div>
                <Button
                  variant="outline"
                  loading={openHint.isMutating}
                  onClick={async () => {
                    await openHint.trigger({ path: { slug, hintNo: next } }).catch(() => undefined);
                    await hints.mutate();
                  }}
                >
                  Show hint {next} of {count}
                </Button>
              </div>
            ) : (
              <p>All {count} hints are open.</p>
            )}
            {openHint.error ? <p role="alert">{openHint.error.message}</p> : null}
          </Box>
        );
      }}
    </QueryView>
  );
}
