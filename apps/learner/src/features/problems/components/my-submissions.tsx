import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
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
  return (
    <QueryView
      query={page}
      what="your submissions"
      isEmpty={(data) => data.submissions.length === 0 && cursors.length === 0}
      empty={{ title: 'You have not submitted this problem yet.' }}
    >
      {({ submissions, last_submission_key: key, last_submission_key_time: time }) => (
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
      )}
    </QueryView>
  );
}

function SubmissionCode({ submissionId }: { submissionId: number }) {
  const detail = useApi('problem-submission-detail', { path: { submissionId } });
  return (
    <QueryView query={detail} what="the code">
      {(submission) => (
        <CodeEditor
          label={`Code of submission ${submissionId}`}
          language={JUDGE_LANGUAGE_INFO[submission.language].editorMode}
          value={submission.code}
          readOnly
          height="240px"
        />
      )}
    </QueryView>
  );
}
