import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ProblemEditorPage } from './problem-editor-page';

afterEach(cleanup);

const api = '/api/latest/problems/7';
const problem = {
  id: 7,
  title: 'Mirror Words',
  slug: 'mirror-words',
  statement: 'Print the words in **reverse** order.',
  input_format: '',
  output_format: '',
  constraints: '',
  difficulty: 'easy',
  tags: ['strings'],
  company_tags: [],
  languages: ['python3'],
  driver_code: {},
  is_public: true,
  memory_limit_mb: 256,
  reference_solutions: {},
  status: 'draft',
  in_private_question_library: false,
  time_limits_ms: { python3: 1000 },
  updated_at: '2026-11-26T04:00:00.000Z',
  ai_available: false,
};

function routes(lock: { status?: number; body: unknown }, revisions: unknown[] = []) {
  return {
    [`GET ${api}/edit/`]: { body: problem },
    [`GET ${api}/acquire_lock/`]: lock,
    [`GET ${api}/release_lock/`]: { body: { locked: false, holder: null, expires_at: null } },
    [`GET ${api}/test_files/`]: { body: { results: [] } },
    [`GET ${api}/validation/`]: {
      body: {
        valid: false,
        errors: [
          'The input format is empty.',
          'There are no test files: upload at least one input and output pair.',
        ],
      },
    },
    [`GET ${api}/edit/tracksnbatches/`]: { body: { tracks: [], batches: [] } },
    [`GET ${api}/problem-list-for-revision/`]: { body: { results: revisions } },
    [`POST ${api}/revision/`]: {
      body: {
        id: 9,
        problem_id: 7,
        problem_title: 'Mirror Words',
        status: 'requested',
        note: 'Clearer statement.',
        requested_by: 'Sam Setter',
        created_at: '2026-11-26T05:00:00.000Z',
        snapshot: {},
        changed_fields: ['statement'],
        can_review: false,
        reviewed_by: null,
        reviewed_at: null,
        review_comment: null,
      },
    },
    [`GET ${api}/problem-statement/rephrase/`]: {
      status: 503,
      body: { error: { code: 'ai_unavailable', message: 'AI assistance is not configured' } },
    },
  };
}

/** The lock call's answer while Sofia holds the edit lock. */
const lockedBySofia = {
  status: 409,
  body: {
    error: {
      code: 'locked',
      message: 'Locked by Sofia Setter until 2026-11-26T04:15:00.000Z.',
      fields: { holder: 'Sofia Setter' },
    },
  },
};

describe('ProblemEditorPage', () => {
  it('names who holds the lock and keeps saving disabled', async () => {
    renderScreen(<ProblemEditorPage id={7} />, {
      routes: routes(lockedBySofia),
    });
    const banner = await screen.findByRole('status', { name: 'Edit lock' });
    expect(within(banner).getByText('Locked by Sofia Setter.')).toBeDefined();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Upload test' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeDefined();
  });

  it('takes the lock from the other editor and shows what they saved, keeping what was typed here meanwhile', async () => {
    const user = userEvent.setup();
    let held = true;
    renderScreen(<ProblemEditorPage id={7} />, {
      routes: {
        ...routes({ body: null }),
        // Sofia holds the lock at first and saves a new statement; once she lets go, the lock is ours.
        get [`GET ${api}/acquire_lock/`]() {
          return held
            ? lockedBySofia
            : { body: { locked: true, holder: 'Sam Setter', expires_at: '2026-11-26T04:30:00.000Z' } };
        },
        get [`GET ${api}/edit/`]() {
          return { body: held ? problem : { ...problem, statement: 'Print the words, last first.' } };
        },
      },
    });
    await screen.findByRole('button', { name: 'Try again' });
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mirror the Words');
    held = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Release lock' })).toBeDefined();
    expect(await screen.findByDisplayValue('Print the words, last first.')).toBeDefined();
    expect((screen.getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe(
      'Mirror the Words',
    );
  });

  it('lets the lock holder edit, lists what blocks publishing and previews the statement', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<ProblemEditorPage id={7} />, {
      routes: routes({
        body: { locked: true, holder: 'Sam Setter', expires_at: '2026-11-26T04:15:00.000Z' },
      }),
    });
    expect(await screen.findByRole('button', { name: 'Release lock' })).toBeDefined();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(false);
    const blockers = await screen.findByRole('list', { name: 'What blocks publishing' });
    expect(
      within(blockers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The input format is empty.',
      'There are no test files: upload at least one input and output pair.',
    ]);
    expect((screen.getByRole('button', { name: 'Publish' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Statement preview' });
    expect(within(preview).getByText('reverse').tagName).toBe('STRONG');

    // No AI provider: the AI tools are off, and say why, rather than failing with a 503 on click.
    const rephrase = screen.getByRole('button', { name: 'Rephrase statement' }) as HTMLButtonElement;
    expect(rephrase.disabled).toBe(true);
    expect(rephrase.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(rephrase.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^AI assistance is not configured on this server/,
    );
    expect((screen.getByRole('button', { name: 'Generate code' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Release lock' }));
    expect(
      await screen.findByText('You released the edit lock. Take it again to make changes.'),
    ).toBeDefined();
    expect(calls).toContain(`GET ${api}/release_lock/`);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('proposes the form as a revision and shows the author how earlier ones were reviewed', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<ProblemEditorPage id={7} />, {
      routes: routes(
        {
          status: 409,
          body: { error: { code: 'locked', message: 'Locked.', fields: { holder: 'Sofia Setter' } } },
        },
        [
          {
            id: 8,
            problem_id: 7,
            problem_title: 'Mirror Words',
            status: 'rejected',
            note: 'Harder?',
            requested_by: 'Sam Setter',
            created_at: '2026-11-26T04:00:00.000Z',
            snapshot: { difficulty: 'hard' },
            changed_fields: ['difficulty'],
            can_review: false,
            reviewed_by: 'Ada Admin',
            reviewed_at: '2026-11-26T04:30:00.000Z',
            review_comment: 'The limits make it easy.',
          },
        ],
      ),
    });
    const list = await screen.findByRole('list', { name: 'Revision requests' });
    expect(list.textContent).toContain(
      '#8 rejected: Harder? (Sam Setter; changes difficulty) — rejected by Ada Admin: The limits make it easy.',
    );

    await user.clear(screen.getByRole('textbox', { name: 'Statement' }));
    await user.type(screen.getByRole('textbox', { name: 'Statement' }), 'Reverse the words.');
    await user.type(screen.getByRole('textbox', { name: 'What should be revised?' }), 'Clearer statement.');
    await user.click(screen.getByRole('button', { name: 'Request revision' }));
    expect(
      await screen.findByText('Revision #9 requested: it changes statement. Queue it for review.'),
    ).toBeDefined();
    expect(calls).toContain(`POST ${api}/revision/`);
  });
});
