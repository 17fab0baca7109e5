import type { ResponseOf } from '@learnforge/api-client';
import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TestFilesPanel } from './test-files-panel';

afterEach(cleanup);

const api = '/api/latest/problems/7';
const routes = {
  [`GET ${api}/test_files/`]: {
    body: {
      results: [
        {
          n: 1,
          input_name: 'input1.txt',
          output_name: 'output1.txt',
          input_bytes: 14,
          output_bytes: 14,
          is_sample: false,
          strength: 1,
          judges_learners: true,
        },
      ],
    },
  },
  [`GET ${api}/test_file/1/status/`]: {
    body: { n: 1, operation: 'validate', status: 'failed', message: 'The input uses \\r\\n line endings.' },
  },
};

const file = (name: string, content: string | Uint8Array<ArrayBuffer>) =>
  new File([content], name, { type: 'text/plain' });

describe('TestFilesPanel', () => {
  it('shows each file of the pair with its upload progress, then uploaded, and polls each test check', async () => {
    const user = userEvent.setup();
    let finish: (value: ResponseOf<'admin-problem-test-files-post'>) => void = () => {};
    const sent: { url: string; body: FormData }[] = [];
    const { calls } = renderScreen(
      <TestFilesPanel problemId={7} canEdit onChanged={() => {}} version={0} />,
      {
        routes,
        // The upload is held at half way until the test lets the server answer.
        upload: (url, init, onProgress) => {
          sent.push({ url, body: init.body as FormData });
          onProgress({ sent: 50, total: 100 });
          return new Promise((resolve) => {
            finish = (value) => resolve(Response.json(value));
          });
        },
      },
    );
    const table = await screen.findByRole('table', { name: 'Uploaded tests' });
    expect((await within(table).findAllByText(/The input uses/)).length).toBeGreaterThan(0);
    expect(calls).toContain(`GET ${api}/test_file/1/status/?operation=validate`);
    expect(calls).toContain(`GET ${api}/test_file/1/status/?operation=generate_output`);

    const [inputField, outputField] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputField!, file('input2.txt', '1 2\n'));
    await user.upload(outputField!, file('output2.out', '3\n'));
    expect(screen.getByText('Chosen: input2.txt (4 B).')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Upload test' }));

    const progress = await screen.findByRole('progressbar', { name: 'Uploading input2.txt' });
    expect(progress.getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByRole('progressbar', { name: 'Uploading output2.out' })).toBeDefined();
    finish({
      n: 2,
      input_name: 'input2.txt',
      output_name: 'output2.out',
      input_bytes: 4,
      output_bytes: 2,
      is_sample: false,
      strength: 1,
      judges_learners: false,
    });
    expect(
      await screen.findByText(
        'Uploaded test 2 (input2.txt, output2.out). It judges learners only once its format and reference-output checks pass.',
      ),
    ).toBeDefined();
    expect(screen.getAllByText('Uploaded')).toHaveLength(2);
    expect(sent[0]?.url).toBe(`http://app.test${api}/test_files/`);
    expect(sent[0]?.body.get('is_sample')).toBe('false');
    expect((sent[0]?.body.get('input') as File | undefined)?.name).toBe('input2.txt');
  });

  it('refuses a file of the wrong type or over 4 MB before uploading, with the reason', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { calls } = renderScreen(
      <TestFilesPanel problemId={7} canEdit onChanged={() => {}} version={0} />,
      { routes },
    );
    await screen.findByRole('table', { name: 'Uploaded tests' });
    expect(screen.getByRole('button', { name: 'Input file Choose a file' })).toBeDefined();
    const [inputField, outputField] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputField!, file('input.png', 'x'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'input.png is not an accepted type (.txt, .in).',
    );
    await user.upload(outputField!, file('big.out', new Uint8Array(4 * 1024 * 1024 + 1)));
    expect(screen.getByText(/^big\.out is 4(\.0)? MB; the limit is 4 MB\.$/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Upload test' }));
    expect(await screen.findByText('Choose both an input and an output file.')).toBeDefined();
    expect(calls.some((call) => call.startsWith('POST'))).toBe(false);
  });

  it('shows why the server refused an upload beside the files', async () => {
    const user = userEvent.setup();
    renderScreen(<TestFilesPanel problemId={7} canEdit onChanged={() => {}} version={0} />, {
      routes: {
        ...routes,
        [`POST ${api}/test_files/`]: {
          status: 400,
          body: {
            error: {
              code: 'invalid_file',
              message: 'test.txt contains a NUL byte: test files must be text.',
            },
          },
        },
      },
    });
    await screen.findByRole('table', { name: 'Uploaded tests' });
    const [inputField, outputField] = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    await user.upload(inputField!, file('test.txt', 'a'));
    await user.upload(outputField!, file('test.ans', 'b'));
    await user.click(screen.getByRole('button', { name: 'Upload test' }));
    expect((await screen.findByRole('alert')).textContent).toContain('contains a NUL byte');
    expect(screen.getAllByText('test.txt contains a NUL byte: test files must be text.').length).toBe(3);
  });
});
