import type { ApiError } from '@learnforge/api-client';
import { Box, Button } from '@learnforge/ui';

/** The save button of a tab, with what happened last: saved, or why not (field messages included). */
export function SaveBar({
  label,
  saving,
  saved,
  error,
}: {
  label: string;
  saving: boolean;
  saved: boolean;
  error: ApiError | undefined;
}) {
  const fieldMessages = error ? Object.entries(error.fields) : [];
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <div>
        <Button type="submit" loading={saving}>
          Save {label}
        </Button>
      </div>
      {error ? (
        <div role="alert">
          <p>{error.message}</p>
          {fieldMessages.length ? (
            <ul>
              {fieldMessages.map(([field, message]) => (
                <li key={field}>
                  {field}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p role="status">{saved && !error ? `${label} saved.` : ''}</p>
    </Box>
  );
}
