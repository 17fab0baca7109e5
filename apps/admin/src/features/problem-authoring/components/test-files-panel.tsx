import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  FileUpload,
  type FileUploadItem,
  formatBytes,
  Link,
  Select,
  VisuallyHidden,
} from '@learnforge/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { TableScrollRegion } from '../../../shared/table-scroll-region';

/** The server's cap per test file (ADR 0013); bigger files are refused before any upload. */
const TEST_FILE_MAX_BYTES = 4 * 1024 * 1024;
const INPUT_TYPES = ['.txt', '.in'] as const;
const OUTPUT_TYPES = ['.txt', '.out', '.ans'] as const;

type UploadState =
  | { status: 'uploading'; progress: number }
  | { status: 'done' }
  | { status: 'error'; error: string };

/** A chosen file as the upload field lists it: its progress while the pair is sent, then the outcome. */
function itemsOf(file: File | null, state: UploadState | null): FileUploadItem[] {
  if (!file || !state) return [];
  const item = { id: file.name, name: file.name, size: file.size };
  if (state.status === 'uploading') return [{ ...item, status: 'uploading', progress: state.progress }];
  if (state.status === 'error') return [{ ...item, status: 'error', error: state.error }];
  return [{ ...item, status: 'done' }];
}

const STRENGTHS = Array.from({ length: 10 }, (_, index) => ({
  value: String(index + 1),
  label: String(index + 1),
}));

type Operation = 'validate' | 'generate_output';

/**
 * One check of one test, polled until it settles (000 §4: status is polled per file and per operation).
 * When a check settles, `onSettled` lets the page re-run validation: a finished check can block or
 * allow publishing, and it decides whether the test judges learners.
 */
function TestCheck({
  problemId,
  n,
  operation,
  onSettled,
}: {
  problemId: number;
  n: number;
  operation: Operation;
  onSettled: () => void;
}) {
  const status = useApi(
    'admin-problem-test-file-status',
    { path: { id: problemId, n }, query: { operation } },
    {
      refreshInterval: (data) => (!data || data.status === 'queued' || data.status === 'running' ? 1000 : 0),
      shouldRetryOnError: false,
    },
  );
  const current = status.data?.status;
  const wasPending = useRef(false);
  useEffect(() => {
    const pending = current === 'queued' || current === 'running';
    if (wasPending.current && !pending && current) onSettled();
    wasPending.current = pending;
  }, [current, onSettled]);
  const label = operation === 'validate' ? 'Format' : 'Reference output';
  if (status.error)
    return (
      <span>
        {label}: {status.error.message}
      </span>
    );
  if (!status.data) return <span>{label}: …</span>;
  const { data } = status;
  if (data.status === 'not_checked')
    return (
      <span>
        {label}: <Badge tone="neutral">not checked yet</Badge>
        {data.message ? ` ${data.message.replace(/^Not checked yet\.?:?\s*/, '')}` : ''}
      </span>
    );
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
  const client = useApiClient();
  const fileHref = (n: number, file: 'input' | 'output') =>
    client.url('admin-problem-test-file-get', { path: { id: problemId, n }, query: { file } });
  const [input, setInput] = useState<File | null>(null);
  const [output, setOutput] = useState<File | null>(null);
  const [isSample, setIsSample] = useState(false);
  const [upload, setUpload] = useState<UploadState | null>(null);
  const [message, setMessage] = useState<{ tone: 'positive' | 'critical'; text: string } | null>(null);
  const uploading = upload?.status === 'uploading';

  const refresh = async () => {
    await tests.mutate();
    onChanged();
  };
  const { mutate: reloadList } = tests;
  const checkSettled = useCallback(() => {
    void reloadList();
    onChanged();
  }, [reloadList, onChanged]);
  const act = async (work: () => Promise<unknown>) => {
    try {
      await work();
      await refresh();
    } catch (error) {
      setMessage({ tone: 'critical', text: error instanceof Error ? error.message : 'That did not work.' });
    }
  };

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!input || !output || upload?.status === 'done') {
      setMessage({
        tone: 'critical',
        text:
          upload?.status === 'done'
            ? 'This pair is uploaded: choose the next input and output files.'
            : 'Choose both an input and an output file.',
      });
      return;
    }
    setMessage(null);
    setUpload({ status: 'uploading', progress: 0 });
    try {
      const uploaded = await client.call(
        'admin-problem-test-files-post',
        { path: { id: problemId }, body: { input, output, is_sample: isSample ? 'true' : 'false' } },
        {
          onUploadProgress: ({ sent, total }) =>
            setUpload({ status: 'uploading', progress: total ? Math.round((sent / total) * 100) : 0 }),
        },
      );
      setUpload({ status: 'done' });
      setMessage({
        tone: 'positive',
        text: `Uploaded test ${uploaded.n} (${uploaded.input_name}, ${uploaded.output_name}). It judges learners only once its format and reference-output checks pass.`,
      });
      setIsSample(false);
      await refresh();
    } catch (error) {
      const text = error instanceof Error ? error.message : 'The upload failed.';
      setUpload({ status: 'error', error: text });
      setMessage({ tone: 'critical', text });
    }
  };
  // Choosing a file starts a new pair: the last upload's outcome no longer describes what is chosen.
  const choose = (which: 'input' | 'output', file: File | undefined) => {
    if (!file) return;
    if (upload?.status === 'done') (which === 'input' ? setOutput : setInput)(null);
    (which === 'input' ? setInput : setOutput)(file);
    setUpload(null);
    setMessage(null);
  };
  const chosen = (file: File | null) =>
    file && !upload ? `Chosen: ${file.name} (${formatBytes(file.size)}).` : undefined;

  const rows = tests.data?.results ?? [];
  return (
    <Card as="section" title="Test files" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        {tests.error ? <p role="alert">{tests.error.message}</p> : null}
        {rows.length === 0 && tests.data ? <p>No test files yet.</p> : null}
        {rows.length > 0 ? (
          <TableScrollRegion label="Uploaded tests">
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
                    <th scope="row">
                      Test {test.n}
                      {test.judges_learners ? null : (
                        <>
                          {' '}
                          <Badge tone="caution">held out</Badge>
                          <VisuallyHidden> of learners' verdicts until its checks pass</VisuallyHidden>
                        </>
                      )}
                    </th>
                    <td>
                      <Link href={fileHref(test.n, 'input')} download>
                        {test.input_name}
                      </Link>{' '}
                      ({test.input_bytes} bytes),{' '}
                      <Link href={fileHref(test.n, 'output')} download>
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
                        <TestCheck
                          problemId={problemId}
                          n={test.n}
                          operation="validate"
                          onSettled={checkSettled}
                        />
                        <TestCheck
                          problemId={problemId}
                          n={test.n}
                          operation="generate_output"
                          onSettled={checkSettled}
                        />
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
          </TableScrollRegion>
        ) : null}
        <form onSubmit={send} aria-label="Upload a test">
          <Box display="flex" flexDirection="column" gap="small">
            <FileUpload
              label="Input file"
              accept={INPUT_TYPES}
              maxSize={TEST_FILE_MAX_BYTES}
              hint={chosen(input)}
              disabled={!canEdit || uploading}
              items={itemsOf(input, upload)}
              onFilesAccepted={([file]) => choose('input', file)}
            />
            <FileUpload
              label="Output file"
              accept={OUTPUT_TYPES}
              maxSize={TEST_FILE_MAX_BYTES}
              hint={chosen(output)}
              disabled={!canEdit || uploading}
              items={itemsOf(output, upload)}
              onFilesAccepted={([file]) => choose('output', file)}
            />
            <Checkbox
              label="Show this test to learners as a sample"
              checked={isSample}
              disabled={!canEdit}
              onChange={(event) => setIsSample(event.currentTarget.checked)}
            />
            <Box>
              <Button type="submit" disabled={!canEdit} loading={uploading}>
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
