import { useApiMutation } from '@learnforge/api-client/react';
import { Box, Button, TextField } from '@learnforge/ui';
import { useState } from 'react';

/** Problem setters curate the companies a problem was asked at (ADR 0008). */
export function AddCompanyTag({ problemId, onAdded }: { problemId: number; onAdded: () => unknown }) {
  const [company, setCompany] = useState('');
  const add = useApiMutation('problem-company-tag-add');
  return (
    <form
      onSubmit={async (event) => {
        event.preventDefault();
        const done = await add
          .trigger({ body: { problem_id: problemId, company: company.trim() } })
          .catch(() => null);
        if (done) {
          setCompany('');
          await onAdded();
        }
      }}
    >
      <Box display="flex" flexDirection="column" gap="small">
        <TextField
          label="Company"
          size="small"
          value={company}
          maxLength={100}
          onChange={(event) => setCompany(event.target.value)}
        />
        <div>
          <Button type="submit" variant="outline" disabled={!company.trim()} loading={add.isMutating}>
            Add company tag
          </Button>
        </div>
        {add.error ? (
          <p role="alert">{add.error.message}</p>
        ) : add.data ? (
          <p role="status">{add.data.message}</p>
        ) : null}
      </Box>
    </form>
  );
}
