import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CreateHackathonRoute, HackathonEditorRoute } from './hackathon-editor';

afterEach(cleanup);

const session = {
  'GET /api/auth/session': {
    body: {
      user: {
        id: 1,
        handle: 'course-admin',
        name: 'Course Admin',
        email: 'course.admin@demo.test',
        roles: ['course_admin'],
        premiumPlanId: null,
        organization: null,
      },
    },
  },
};

const editor = {
  steps: [
    { step: 'basic' as const, title: 'Basics', completed: true },
    { step: 'rounds' as const, title: 'Rounds', completed: true },
    { step: 'prizes' as const, title: 'Prizes', completed: false },
    { step: 'faq' as const, title: 'Questions', completed: false },
  ],
  values: {
    basic: {
      name: 'Winter AI Jam',
      tagline: 'Build with models.',
      starts_at: '2030-01-10T04:30:00.000Z',
      ends_at: '2030-01-20T04:30:00.000Z',
      min_team_size: 1,
      max_team_size: 4,
      banner_image: null,
      published: false,
    },
    rounds: [
      {
        id: 8,
        name: 'Ideas',
        starts_at: '2030-01-10T04:30:00.000Z',
        ends_at: '2030-01-14T04:30:00.000Z',
        submission_type: 'link' as const,
        contest_slug: null,
        results_published_at: null,
      },
    ],
    prizes: [],
    faq: [],
    sections: [],
    images: [],
  },
};

describe('the hackathon editor', () => {
  it('adds a round and shows the server’s refusal beside the round’s own field, then saves', async () => {
    const answers = [
      fixture('hackathon-editor-steps-get', editor, { path: { slug: 'winter-ai-jam' } }),
      refusal('hackathon-editor-steps-put', 400, 'Check the rounds.', {
        code: 'validation_failed',
        fields: { 'rounds.1.starts_at': 'The round must fall within the hackathon’s dates.' },
        path: { slug: 'winter-ai-jam' },
      }),
    ];
    const { calls } = renderScreen([{ path: '/hackathons/:slug/edit', element: <HackathonEditorRoute /> }], {
      path: '/hackathons/winter-ai-jam/edit',
      routes: session,
      answers,
    });
    expect(await screen.findByRole('heading', { name: 'Edit Winter AI Jam', level: 1 })).toBeDefined();
    expect(screen.getByText('Prizes: to do')).toBeDefined();
    const rounds = screen.getByRole('form', { name: 'Rounds' });
    await userEvent.click(within(rounds).getByRole('button', { name: 'Add a round' }));
    await userEvent.type(within(rounds).getByLabelText('Round 2 name'), 'Build');
    await userEvent.type(within(rounds).getByLabelText('Round 2 opens'), '2030-01-12T10:00');
    await userEvent.type(within(rounds).getByLabelText('Round 2 deadline'), '2030-01-19T10:00');
    await userEvent.click(within(rounds).getByRole('button', { name: 'Save the rounds' }));
    const opens = within(rounds).getByLabelText('Round 2 opens');
    await expect.poll(() => opens.getAttribute('aria-invalid')).toBe('true');
    expect(within(rounds).getByText(/The round must fall within the hackathon’s dates/)).toBeDefined();

    answers.push(
      fixture(
        'hackathon-editor-steps-put',
        { step: 'rounds', completed: true },
        { path: { slug: 'winter-ai-jam' } },
      ),
    );
    await userEvent.clear(opens);
    await userEvent.type(opens, '2030-01-16T10:00');
    await userEvent.click(within(rounds).getByRole('button', { name: 'Save the rounds' }));
    expect((await within(rounds).findByRole('status')).textContent).toBe('Rounds saved.');
    expect(
      calls.filter((call) => call === 'PUT /api/latest/hackathon/winter-ai-jam/editor/steps/'),
    ).toHaveLength(2);
  });

  it('creates a draft and shows a taken address beside the slug', async () => {
    renderScreen([{ path: '/hackathons/new', element: <CreateHackathonRoute /> }], {
      path: '/hackathons/new',
      routes: session,
      answers: [
        refusal('x-hackathon-create', 409, 'Another hackathon has this address.', {
          code: 'slug_taken',
          fields: { slug: 'Another hackathon has this address; choose another.' },
        }),
      ],
    });
    const form = await screen.findByRole('form', { name: 'New hackathon' });
    await userEvent.type(within(form).getByLabelText('Name'), 'Spring Sprint');
    await userEvent.type(within(form).getByLabelText(/Address name/), 'campus-build-sprint');
    await userEvent.type(within(form).getByLabelText('Starts'), '2030-03-01T10:00');
    await userEvent.type(within(form).getByLabelText('Ends'), '2030-03-05T10:00');
    await userEvent.click(within(form).getByRole('button', { name: 'Create the draft' }));
    const slug = within(form).getByLabelText(/Address name/);
    await expect.poll(() => slug.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(/Another hackathon has this address/)).toBeDefined();
  });
});
