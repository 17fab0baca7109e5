import { Box, Button } from '@learnforge/ui';
import type { TabErrors } from '../utils/tab-errors';

/** The save button of a tab, with what happened last: saved, or why not (beside the fields, or here). */
export function SaveBar({
  label,
  saving,
  saved,
  failed,
  errors,
}: {
  label: string;
  saving: boolean;
  saved: boolean;
  failed: boolean;
  errors: TabErrors;
}) {
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <div>
        <Button type="submit" loading={saving}>
          Save {label}
        </Button>
      </div>
      {failed ? (
        <div role="alert">
          <p>{errors.form ?? `${label} was not saved: see the note beside the field.`}</p>
          {errors.elsewhere.length ? (
            <ul>
              {errors.elsewhere.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      <p role="status">{saved && !failed ? `${label} saved.` : ''}</p>
    </Box>
  );
}
