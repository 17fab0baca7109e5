import { useApi } from '@learnforge/api-client/react';
import { formatDateTime, JUDGE_LANGUAGE_INFO } from '@learnforge/domain';
import { Badge, Box, Button, CodeEditor } from '@learnforge/ui';
import { useState } from 'react';
import { verdictLabel, verdictTone } from '../utils/labels';

interface Cursor {
  last_submission_key: string;
  last_submission_key_time: string;
}

/** The learner's own submissions, newest first, paged by last_submission_key / last_submission_key_time. */
export function MySubmissions({ problemId }: { problemId: number }) {
  const [cursors, setCursors] = useState<Cursor[]>([]);
  const [openId, setOpenId] = useState<number | null>(null);
  const cursor = cursors.at(-1);
  const page = useApi('problem-submissions', {
    path: { id: problemId },
    query: { type: 'mySubmissions', ...(cursor ?? {}) },
  });
  if (page.error) return <p>{page.error.message}</p>;
  if (!page.data) return <p>Loading your submissions…</p>;
  const { submissions, last_submission_key: key, last_submission_key_time: time } = page.data;
  if (submissions.length === 0 && cursors.length === 0)
    return <p>You have not submitted this problem yet.</p>;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <table>
        <caption>My submissions</caption>
        <thead>
          <tr>
            <th scope="col">Submitted</th>
            <th scope="col">Language</th>
            <th scope="col">Verdict</th>
            <th scope="col">Tests</th>
            <th scope="col">CPU</th>
            <th scope="col">Code</th>
          </tr>
        </thead>
        <tbody>
          {submissions.map((submission) => (
            <tr key={submission.id}>
              <td>
                <time dateTime={submission.created_at}>{formatDateTime(submission.created_at)}</time>
              </td>
              <td>{JUDGE_LANGUAGE_INFO[submission.language].versionLabel}</td>
              <td>
                <Badge tone={verdictTone(submission.verdict)}>{verdictLabel(submission.verdict)}</Badge>
              </td>
              <td>
                {submission.tests_passed}/{submission.tests_total}
              </td>
              <td>{submission.time_ms === null ? '–' : `${submission.time_ms} ms`}</td>
              <td>
                <Button
                  variant="ghost"
                  size="small"
                  aria-expanded={openId === submission.id}
                  onClick={() => setOpenId(openId === submission.id ? null : submission.id)}
                >
                  {openId === submission.id ? 'Hide code' : 'Show code'}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {openId !== null ? <SubmissionCode submissionId={openId} /> : null}
      <Box display="flex" gap="small">
        {cursors.length ? (
          <Button variant="ghost" onClick={() => setCursors([])}>
            Newest
          </Button>
        ) : null}
        {key && time ? (
          <Button
            variant="outline"
            onClick={() =>
              setCursors([...cursors, { last_submission_key: key, last_submission_key_time: time }])
            }
          >
            Older submissions
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}

function SubmissionCode({ submissionId }: { submissionId: number }) {
  const detail = useApi('problem-submission-detail', { path: { submissionId } });
  if (detail.error) return <p>{detail.error.message}</p>;
  if (!detail.data) return <p>Loading the code…</p>;
  return (
    <CodeEditor
      label={`Code of submission ${submissionId}`}
      language={JUDGE_LANGUAGE_INFO[detail.data.language].editorMode}
      value={detail.data.code}
      readOnly
      height="240px"
    />
  );
}
