import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IdePage } from './ide-page';
import { SharedSnippetPage } from './shared-snippet-page';

afterEach(cleanup);

const user = {
  id: 7,
  handle: 'asha',
  name: 'Asha Learner',
  email: 'learner@demo.test',
  roles: ['learner'],
  premiumPlanId: null,
  organization: null,
};

const snippetId = '0123456789abcdef0123456789abcdef';
const snippet = {
  id: snippetId,
  language: 'python3',
  source: 'print(input()[::-1])\n',
  stdin: 'abc',
  status: 'completed',
  outcome: 'ok',
  stdout: 'cba\n',
  stderr: '',
  compile_output: '',
  exit_code: 0,
  time_ms: 21,
  memory_kb: 9000,
  failure: null,
  truncated: false,
  author: 'asha',
  is_owner: false,
  created_at: '2026-11-26T10:00:00.000Z',
  finished_at: '2026-11-26T10:00:01.000Z',
  expires_at: '2026-12-26T10:00:00.000Z',
};

const routes = [
  { path: '/ide', element: <IdePage /> },
  { path: '/ide/:id', element: <SharedSnippetPage /> },
];

describe('the standalone IDE', () => {
  it('runs the code on its input, shows the output and offers a share link', async () => {
    const { calls } = renderScreen(routes, {
      path: '/ide',
      routes: {
        'GET /api/auth/session': { body: { user } },
        'POST /api/latest/submit-scripting-result': { body: { id: snippetId, status: 'queued' } },
        [`GET /api/latest/get-status/${snippetId}`]: { body: { ...snippet, is_owner: true } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Code editor' })).toBeDefined();
    const options = [...(screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement).options];
    expect(options.map((option) => option.value)).toEqual(['cpp', 'python3', 'javascript', 'java']);
    const run = screen.getByRole('button', { name: 'Run' });
    await waitFor(() => expect((run as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(run);
    const output = await screen.findByRole('region', { name: 'Output' });
    expect(output.textContent).toBe('cba\n');
    expect(screen.getByText('Finished')).toBeDefined();
    const link = screen.getByRole('textbox', { name: 'Share link' }) as HTMLInputElement;
    expect(link.value).toMatch(new RegExp(`/ide/${snippetId}$`));
    expect(calls).toContain('POST /api/latest/submit-scripting-result');
  }, 15_000);

  it('shows the server’s refusal beside the input it is about', async () => {
    renderScreen(routes, {
      path: '/ide',
      routes: {
        'GET /api/auth/session': { body: { user } },
        'POST /api/latest/submit-scripting-result': {
          status: 400,
          body: {
            error: {
              code: 'bad_request',
              message: 'Input is limited to 64 KiB',
              fields: { stdin: 'Input is limited to 64 KiB' },
            },
          },
        },
      },
    });
    const run = await screen.findByRole('button', { name: 'Run' });
    await waitFor(() => expect((run as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(run);
    const stdin = screen.getByRole('textbox', { name: 'Input (stdin)' });
    await waitFor(() => expect(stdin.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Input is limited to 64 KiB')).toBeDefined();
  });

  it('asks an anonymous visitor to sign in before running', async () => {
    renderScreen(routes, { path: '/ide', routes: { 'GET /api/auth/session': { body: { user: null } } } });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('opens a shared link read-only with its output, and forks it into the editor', async () => {
    renderScreen(routes, {
      path: `/ide/${snippetId}`,
      routes: {
        'GET /api/auth/session': { body: { user } },
        [`GET /api/latest/get-status/${snippetId}`]: { body: snippet },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Python 3 snippet by asha' })).toBeDefined();
    const code = await screen.findByRole('textbox', { name: 'Code (read-only)' });
    expect(code.getAttribute('aria-readonly')).toBe('true');
    expect(screen.getByRole('region', { name: 'Output' }).textContent).toBe('cba\n');
    await userEvent.click(screen.getByRole('button', { name: 'Fork to edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Code editor' })).toBeDefined();
    expect(screen.getByText('A copy of a shared snippet: your changes are yours alone.')).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Input (stdin)' }) as HTMLTextAreaElement).value).toBe('abc');
    const editor = await screen.findByRole('textbox', { name: 'Code' });
    await waitFor(() => expect(editor.textContent).toBe('print(input()[::-1])'));
  }, 15_000);

  it('says so when a link has expired', async () => {
    renderScreen(routes, {
      path: `/ide/${snippetId}`,
      routes: {
        'GET /api/auth/session': { body: { user } },
        [`GET /api/latest/get-status/${snippetId}`]: {
          status: 404,
          body: { error: { code: 'not_found', message: 'This snippet does not exist or has expired.' } },
        },
      },
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This snippet does not exist or has expired.',
    );
  });
});
