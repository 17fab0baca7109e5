import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { Badge, Box, Button, Card, Checkbox, Link, ProgressBar, Select } from '@learnforge/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { uploadTestFile } from '../api/upload-test-file';

const STRENGTHS = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

type Operation = 'validate' | 'generate_output';

/** One check of one test, polled until it settles (000 §4: status is polled per file and per operation). */
function TestCheck({ problemId, n, operation }: { problemId: number; n: number; operation: Operation }) {
  const status = useApi(
    'admin-problem-test-file-status',
    { path: { id: problemId, n }, query: { operation } },
    {
      refreshInterval: (data) => (!data || data.status === 'queued' || data.status === 'running' ? 1000 : 0),
      shouldRetryOnError: false,
    },
  );
  const label = operation === 'validate' ? 'Format' : 'Reference output';
  if (status.error)
    return (
      <span>
        {label}: {status.error.status === 404 ? 'not checked (no reference solution)' : status.error.message}
      </span>
    );
  if (!status.data) return <span>{label}: …</span>;
  const { data } = status;
  const tone = data.status === 'done' ? 'positive' : data.status === 'failed' ? 'critical' : 'neutral';
  return (
    <span>
      {label}: <Badge tone={tone}>{data.status}</Badge>
      {data.status === 'failed' && data.message ? ` ${data.message}` : ''}
    </span>
  );
}

export function TestFilesPanel({
  problemId,
  canEdit,
  onChanged,
  version,
}: {
  problemId: number;
  canEdit: boolean;
  onChanged: () => void;
  /** Bumped when the page reloads the problem (someone else may have changed the tests). */
  version: number;
}) {
  const tests = useApi('admin-problem-test-files-list', { path: { id: problemId } });
  const { mutate: reloadTests } = tests;
  useEffect(() => {
    if (version > 0) void reloadTests();
  }, [version, reloadTests]);
  const setMeta = useApiMutation('admin-problem-test-case-meta');
  const setStrength = useApiMutation('admin-problem-test-file-strength');
  const remove = useApiMutation('admin-problem-test-file-delete');
  const [input, setInput] = useState<File | null>(null);
  const [output, setOutput] = useState<File | null>(null);
  const [isSample, setIsSample] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [message, setMessage] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const [formKey, setFormKey] = useState(0);
  const inputId = useId();
  const outputId = useId();

  const refresh = async () => {
    await tests.mutate();
    onChanged();
  };
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await refresh();
    } catch (error) {
      setMessage({ tone: 'critical', text: error instanceof Error ? error.message : 'That did not work.' });
    }
  };

  const upload = async (event: FormEvent) => {
    event.preventDefault();
    if (!input || !output) {
      setMessage({ tone: 'critical', text: 'Choose both an input and an output file.' });
      return;
    }
    setMessage(null);
    setProgress(0);
    try {
      const uploaded = await uploadTestFile(problemId, { input, output, isSample }, setProgress);
      setMessage({
        tone: 'positive',
        text: `Uploaded test ${uploaded.n} (${uploaded.input_name}, ${uploaded.output_name}).`,
      });
      setInput(null);
      setOutput(null);
      setIsSample(false);
      setFormKey((key) => key + 1);
      await refresh();
    } catch (error) {
      setProgress(null);
      setMessage({ tone: 'critical', text: error instanceof Error ? error.message : 'The upload failed.' });
    }
  };

  const rows = tests.data?.results ?? [];
  return (
    <Card as="section" title="Test files" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        {tests.error ? <p role="alert">{tests.error.message}</p> : null}
        {rows.length === 0 && tests.data ? <p>No test files yet.</p> : null}
        {rows.length > 0 ? (
          <table>
            <caption>Uploaded tests</caption>
            <thead>
              <tr>
                <th scope="col">Test</th>
                <th scope="col">Files</th>
                <th scope="col">Sample</th>
                <th scope="col">Strength</th>
                <th scope="col">Checks</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((test) => (
                <tr key={test.n}>
                  <th scope="row">Test {test.n}</th>
                  <td>
                    <Link href={`/api/latest/problems/${problemId}/test_file/${test.n}/?file=input`} download>
                      {test.input_name}
                    </Link>{' '}
                    ({test.input_bytes} bytes),{' '}
                    <Link
                      href={`/api/latest/problems/${problemId}/test_file/${test.n}/?file=output`}
                      download
                    >
                      {test.output_name}
                    </Link>{' '}
                    ({test.output_bytes} bytes)
                  </td>
                  <td>
                    <Checkbox
                      label={`Test ${test.n} is a sample`}
                      checked={test.is_sample}
                      disabled={!canEdit}
                      onChange={(event) =>
                        act(() =>
                          setMeta.trigger({
                            path: { id: problemId },
                            body: { tests: [{ n: test.n, is_sample: event.currentTarget.checked }] },
                          }),
                        )
                      }
                    />
                  </td>
                  <td>
                    <Select
                      label={`Strength of test ${test.n}`}
                      size="small"
                      options={STRENGTHS}
                      value={String(test.strength)}
                      disabled={!canEdit}
                      onChange={(event) =>
                        act(() =>
                          setStrength.trigger({
                            path: { id: problemId, n: test.n },
                            body: { strength: Number(event.currentTarget.value) },
                          }),
                        )
                      }
                    />
                  </td>
                  <td>
                    <Box display="flex" flexDirection="column" gap="xsmall">
                      <TestCheck problemId={problemId} n={test.n} operation="validate" />
                      <TestCheck problemId={problemId} n={test.n} operation="generate_output" />
                    </Box>
                  </td>
                  <td>
                    <Button
                      variant="ghost"
                      tone="critical"
                      size="small"
                      disabled={!canEdit}
                      onClick={() => act(() => remove.trigger({ path: { id: problemId, n: test.n } }))}
                    >
                      Delete test {test.n}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <form key={formKey} onSubmit={upload} aria-label="Upload a test">
          <Box display="flex" flexDirection="column" gap="small">
            <label htmlFor={inputId}>Input file (.txt, .in; up to 4 MB)</label>
            <input
              id={inputId}
              type="file"
              accept=".txt,.in,text/plain"
              disabled={!canEdit}
              onChange={(event) => setInput(event.currentTarget.files?.[0] ?? null)}
            />
            <label htmlFor={outputId}>Output file (.txt, .out, .ans; up to 4 MB)</label>
            <input
              id={outputId}
              type="file"
              accept=".txt,.out,.ans,text/plain"
              disabled={!canEdit}
              onChange={(event) => setOutput(event.currentTarget.files?.[0] ?? null)}
            />
            <Checkbox
              label="Show this test to learners as a sample"
              checked={isSample}
              disabled={!canEdit}
              onChange={(event) => setIsSample(event.currentTarget.checked)}
            />
            {progress !== null ? (
              <ProgressBar label="Upload progress" value={Math.round(progress * 100)} max={100} showLabel />
            ) : null}
            <Box>
              <Button type="submit" disabled={!canEdit || (progress !== null && progress < 1)}>
                Upload test
              </Button>
            </Box>
          </Box>
        </form>
        {message ? <p role={message.tone === 'critical' ? 'alert' : 'status'}>{message.text}</p> : null}
      </Box>
    </Card>
  );
}
