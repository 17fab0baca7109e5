import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RoundsCard } from './rounds-card';

afterEach(cleanup);

const signedIn = {
  'GET /api/auth/session': {
    body: {
      user: {
        id: 7,
        handle: 'asha',
        name: 'Asha Learner',
        email: 'learner@demo.test',
        roles: ['learner'],
        premiumPlanId: null,
        organization: null,
      },
    },
  },
};
const hour = 3_600_000;
const round = {
  id: 41,
  name: 'Round 1: Report',
  starts_at: new Date(Date.now() - hour).toISOString(),
  ends_at: new Date(Date.now() + 24 * hour).toISOString(),
  submission_type: 'file' as const,
  contest_slug: null,
  results_published_at: null,
};
const hackathon: ResponseOf<'hackathon-info'> = {
  slug: 'paper-sprint',
  name: 'Paper Sprint',
  tagline: '',
  banner_image: null,
  starts_at: round.starts_at,
  ends_at: round.ends_at,
  min_team_size: 1,
  max_team_size: 3,
  rounds: [round],
  sections: [],
  prizes: [],
  faq: [],
  registration_open: true,
};
const meta: ResponseOf<'hackathon-meta'> = {
  is_registered: true,
  team: {
    slug: 'paper-planes',
    name: 'Paper Planes',
    leader: 'asha',
    members: [{ handle: 'asha', name: 'Asha Learner', profile_image: null }],
    institute: null,
    invite_code: 'abcdefabcdef',
  },
  is_organiser: false,
  current_round_id: 41,
  submittable_round_ids: [41],
  results: [],
};
const saved = {
  id: 5,
  round_id: 41,
  project_title: 'Flight log',
  description: '',
  link: null,
  file: {
    name: 'flight-log.pdf',
    size: 2048,
    content_type: 'application/pdf' as const,
    url: '/api/latest/hackathon/paper-sprint/submissions/5/file/',
  },
  submitted_at: round.starts_at,
  updated_at: round.starts_at,
  score: null,
};

describe('a file round', () => {
  it('shows a file picker, the server’s refusal beside it, then the saved file to download', async () => {
    const sent: FormData[] = [];
    const answers = [
      fixture('hackathon-team-submissions-get', { results: [] }),
      fixture('hackathon-my-contest-link', { contest_slug: null, url: null, opens_at: null }),
      refusal('x-hackathon-team-submission-file', 400, 'This file is not a PDF or a ZIP archive.', {
        fields: { file: 'Choose a PDF or a ZIP file.' },
      }),
    ];
    const { container } = renderScreen(<RoundsCard hackathon={hackathon} meta={meta} />, {
      routes: signedIn,
      answers,
      upload: async (url, init, onProgress) => {
        sent.push(init.body as FormData);
        onProgress({ sent: 1, total: 1 });
        const answer = answers.findLast((candidate) =>
          candidate.address.test(new URL(url, 'http://app.test').pathname),
        );
        return new Response(JSON.stringify(answer?.body), {
          status: answer?.status ?? 404,
          headers: { 'content-type': 'application/json' },
        });
      },
    });
    const form = await screen.findByRole('form', { name: 'Submission to Round 1: Report' });
    expect(within(form).queryByLabelText('Project link')).toBeNull();
    const submit = within(form).getByRole('button', { name: 'Submit to Round 1: Report' });

    // Nothing chosen: said beside the file field before anything is sent.
    await userEvent.type(within(form).getByLabelText('Project title'), 'Flight log');
    await userEvent.click(submit);
    expect(within(form).getByText('Choose a PDF or ZIP file to submit.')).toBeDefined();
    expect(sent).toHaveLength(0);

    // The server reads the bytes and refuses them: the refusal shows beside the file field.
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<html>'], 'report.pdf', { type: 'application/pdf' }));
    expect(within(form).getByText('Chosen: report.pdf. It is sent when you submit.')).toBeDefined();
    await userEvent.click(submit);
    await expect.poll(() => sent.length).toBe(1);
    expect(
      await within(form).findByText('This file is not a PDF or a ZIP archive. Choose a PDF or a ZIP file.'),
    ).toBeDefined();
    expect(sent[0]?.get('round_id')).toBe('41');
    expect((sent[0]?.get('file') as File | null)?.name).toBe('report.pdf');

    // A real PDF is taken; the team's submissions are read again and the file is offered for download.
    answers.push(
      fixture('x-hackathon-team-submission-file', saved),
      fixture('hackathon-team-submissions-get', { results: [saved] }),
    );
    await userEvent.upload(input, new File(['%PDF-1.4'], 'flight-log.pdf', { type: 'application/pdf' }));
    await userEvent.click(submit);
    expect((await within(form).findByRole('status')).textContent).toBe(
      'Your submission to Round 1: Report is saved with flight-log.pdf. You can replace it until the deadline.',
    );
    const download = await within(form).findByRole('link', { name: 'Download flight-log.pdf' });
    expect(download.getAttribute('href')).toBe('/api/latest/hackathon/paper-sprint/submissions/5/file/');
    expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDefined();
  });
});
