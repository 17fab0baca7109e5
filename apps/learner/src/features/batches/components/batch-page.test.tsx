import type { ResponseOf } from '@learnforge/api-client';
import { type FakeAnswer, fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BatchPage } from './batch-page';

afterEach(cleanup);

const DAY = 86_400_000;
const detail: ResponseOf<'batch-detail'> = {
  id: 5,
  slug: 'dsa-public-jan-2026',
  name: 'DSA January 2026',
  course_slug: 'dsa-self-paced',
  course_name: 'DSA Self Paced',
  course_type: 1,
  course_fee_type: 1,
  start_date: '2026-01-05',
  end_date: '2026-07-04',
  default_lang: 'en',
  tracks: [{ id: 1, slug: 'getting-started', name: 'Getting Started', order: 0, entities_count: 2 }],
  has_elective_courses: false,
  has_certificate: true,
  refund_window_ends_at: null,
};
const access = (over: Partial<ResponseOf<'batch-access-permission'>>) =>
  fixture('batch-access-permission', {
    has_access: true,
    reason: 'enrolled',
    message: 'You are enrolled in this batch.',
    access_ends_at: null,
    can_edit_batch_track: false,
    ...over,
  });
const common: FakeAnswer[] = [
  fixture('batch-detail', detail),
  fixture('batch-progress', {
    user_batch_progress: 50,
    user_batch_score: 1,
    tracks: [
      {
        track_slug: 'getting-started',
        progress: 50,
        progress_display: 50,
        entities_progress: {
          'coding-problem': { done: 0, total: 0 },
          'quiz-question': { done: 0, total: 0 },
          contest: { done: 0, total: 0 },
          video: { done: 1, total: 1 },
          article: { done: 0, total: 1 },
        },
      },
    ],
  }),
  fixture('batch-user-activity-get', { last_visited: null, streak_days: 0 }),
  fixture('batch-certificate', {
    eligible: false,
    required_progress: 100,
    user_progress: 50,
    status: 'not_eligible',
    certificate_slug: null,
    verification_url: null,
    issued_at: null,
  }),
  fixture('x-batch-refund-status', {
    refundable: false,
    message: 'Not paid.',
    window_ends_at: null,
    amount: null,
    refund: null,
  }),
];
const rankRow = (handle: string, rank: number, score: number) => ({
  handle,
  name: `Learner ${handle}`,
  profile_image: null,
  rank,
  score,
  problems_solved: 1,
  institute: null,
});
common.push(
  fixture('batch-leaderboard', {
    results: [rankRow('ravi', 1, 9), rankRow('asha', 2, 4)],
    count: 2,
    page: 1,
    page_size: 20,
    user_rank: rankRow('asha', 2, 4),
  }),
);
const notice = (id: number, title: string, body_markdown: string, pinned = false) => ({
  id,
  title,
  body_markdown,
  pinned,
  author: 'Course Admin',
  created_at: '2026-11-20T09:00:00.000Z',
  source: 'batch' as const,
  organization: null,
});
common.push(
  fixture('batch-noticeboard-data', {
    results: [
      notice(1, 'Welcome', 'Start with **Getting Started**.', true),
      notice(2, 'Lab moved', 'Bring water.<img src=x onerror="alert(1)">'),
    ],
    count: 2,
    page: 1,
    page_size: 10,
  }),
);
const liveClass = (
  id: number,
  title: string,
  status: 'upcoming' | 'live' | 'completed' | 'cancelled',
  over: Partial<{
    join_url: string | null;
    recordings: { id: number; title: string; url: string; duration_seconds: number }[];
  }> = {},
) => ({
  id,
  slug: `class-${id}`,
  title,
  mentor: 'Course Admin',
  start_time: '2026-11-27T14:00:00.000Z',
  end_time: '2026-11-27T15:30:00.000Z',
  status,
  join_url: null,
  join_opens_at: '2026-11-27T13:45:00.000Z',
  recording_available: (over.recordings ?? []).length > 0,
  recordings: [],
  is_demo: false,
  attended: false,
  ...over,
});
common.push(
  fixture('batch-live-classes', {
    results: [
      liveClass(1, 'Live lab', 'live', { join_url: 'https://meet.learnforge.example/1' }),
      liveClass(2, 'Grids', 'upcoming'),
      liveClass(3, 'Graphs', 'completed', {
        recordings: [
          { id: 9, title: 'Graphs (recording)', url: '/api/latest/media/recordings/9', duration_seconds: 4 },
        ],
      }),
    ],
    count: 3,
    page: 1,
    page_size: 10,
  }),
);
common.push(
  fixture('x-discussion-threads', {
    results: [
      {
        id: 31,
        title: 'Is recursion allowed in the first lab?',
        category: 'doubt',
        author: 'ravi',
        author_name: 'Ravi',
        author_is_staff: false,
        body_html: '<p>The lab says <code>loops only</code>.</p>',
        problem_slug: null,
        batch_slug: 'dsa-public-jan-2026',
        votes: 2,
        my_vote: 0,
        replies_count: 1,
        solved: false,
        picked: false,
        hidden: false,
        hidden_reason: null,
        rating: null,
        is_rating_valid: null,
        created_at: '2026-11-21T10:00:00.000Z',
      },
    ],
    count: 1,
    page: 1,
    page_size: 20,
  }),
);
common.push(
  fixture('batch-scheduler-get', {
    offered: false,
    message: 'The course team has not turned on the study planner for DSA January 2026.',
    schedule: null,
  }),
);
const show = (answers: FakeAnswer[]) =>
  renderScreen([{ path: '/batch/:slug', element: <BatchPage /> }], {
    path: '/batch/dsa-public-jan-2026',
    answers: [...common, ...answers],
  });

describe('the batch page: access expiry (ADR 0065)', () => {
  it('says when access ended and the way back in, instead of the chapters', async () => {
    show([
      access({
        has_access: false,
        reason: 'expired',
        message:
          'Your access to DSA January 2026 ended on 24 November 2026. Join a new batch on the DSA Self Paced course page, or ask the course team to extend your access.',
        access_ends_at: new Date(Date.now() - 3 * DAY).toISOString(),
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Your access to this batch has ended' });
    expect(within(card).getByText(/ended on 24 November 2026/)).toBeDefined();
    expect(within(card).getByRole('link', { name: 'See DSA Self Paced and how to join' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Chapters' })).toBeNull();
  });

  it('warns in the last two weeks of access, and only names the end day before that', async () => {
    show([access({ access_ends_at: new Date(Date.now() + 9 * DAY - 60_000).toISOString() })]);
    const warning = await screen.findByRole('region', { name: 'Your access ends soon' });
    expect(within(warning).getByText(/in 9 days/)).toBeDefined();
    cleanup();
    show([access({ access_ends_at: new Date(Date.now() + 200 * DAY).toISOString() })]);
    expect(await screen.findByText(/Your access runs until/)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Your access ends soon' })).toBeNull();
  });

  it("lets staff extend a learner's access, with the server's refusal beside the field", async () => {
    show([
      access({ reason: 'staff', message: 'You run this batch.' }),
      refusal('x-batch-access-extend', 404, 'ghost is not enrolled in DSA January 2026.', {
        fields: { handle: 'ghost is not enrolled in DSA January 2026.' },
      }),
    ]);
    const form = await screen.findByRole('form', { name: "Extend a learner's access" });
    await userEvent.type(within(form).getByLabelText("Learner's handle"), 'ghost');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Hospital stay');
    await userEvent.click(within(form).getByRole('button', { name: 'Extend access' }));
    const handle = within(form).getByLabelText("Learner's handle");
    expect(await within(form).findByText('ghost is not enrolled in DSA January 2026.')).toBeDefined();
    expect(handle.getAttribute('aria-invalid')).toBe('true');
  });

  it('names why a batch that has not started shows no chapters', async () => {
    renderScreen([{ path: '/batch/:slug', element: <BatchPage /> }], {
      path: '/batch/dsa-public-next-intake',
      answers: [
        ...common,
        fixture('batch-detail', {
          ...detail,
          slug: 'dsa-public-next-intake',
          name: 'DSA Next Intake',
          start_date: new Date(Date.now() + 30 * DAY).toISOString().slice(0, 10),
          tracks: [],
        }),
        access({ reason: 'staff' }),
      ],
    });
    expect(
      await screen.findByText(
        /DSA Next Intake starts on .*Its chapters appear here when the course team publishes them\./,
      ),
    ).toBeDefined();
  });
});

describe('the batch page: leaderboard', () => {
  it("highlights the learner's own row and switches from this month to all time", async () => {
    const { calls } = renderScreen([{ path: '/batch/:slug', element: <BatchPage /> }], {
      path: '/batch/dsa-public-jan-2026',
      routes: {
        'GET /api/auth/session': {
          body: {
            user: {
              id: 7,
              handle: 'asha',
              name: 'Learner asha',
              email: 'asha@demo.test',
              roles: ['learner'],
              premiumPlanId: null,
              organization: null,
            },
          },
        },
      },
      answers: [...common, access({})],
    });
    const table = await screen.findByRole('table', { name: 'This month in this batch' });
    const own = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-current'));
    expect(own?.textContent).toContain('Learner asha');
    expect(calls).toContain('GET /api/latest/leaderboard?batch_slug=dsa-public-jan-2026&type=current&page=1');
    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByRole('table', { name: 'All time in this batch' })).toBeDefined();
    expect(calls).toContain('GET /api/latest/leaderboard?batch_slug=dsa-public-jan-2026&type=overall&page=1');
  });
});

describe('the batch page: noticeboard and live classes', () => {
  it('shows notices with their Markdown sanitized, pinned ones marked', async () => {
    show([access({})]);
    const board = await screen.findByRole('region', { name: 'Noticeboard' });
    const welcome = await within(board).findByRole('article', { name: 'Welcome' });
    expect(within(welcome).getByText('Pinned')).toBeDefined();
    expect(within(welcome).getByText('Getting Started').tagName).toBe('STRONG');
    // Sanitizing (DOMPurify) is checked in Chromium by the e2e step: happy-dom does not run it.
    expect(within(board).getByRole('article', { name: 'Lab moved' })).toBeDefined();
    expect(within(board).queryByRole('form', { name: 'Post a notice' })).toBeNull();
  });

  it('lets a course admin post a notice, with the refusal beside the field and no toast', async () => {
    const { notices } = show([
      access({ reason: 'staff', can_edit_batch_track: true }),
      refusal('x-batch-notice-post', 400, 'Some fields need attention.', {
        fields: { title: 'Give the notice a title' },
      }),
    ]);
    const form = await screen.findByRole('form', { name: 'Post a notice' });
    await userEvent.type(within(form).getByLabelText('Notice (Markdown)'), 'Hello');
    await userEvent.click(within(form).getByRole('button', { name: 'Post notice' }));
    expect(await within(form).findByText(/Give the notice a title/)).toBeDefined();
    expect(within(form).getByLabelText('Notice title').getAttribute('aria-invalid')).toBe('true');
    // (The page's other cards are not answered here: their 404s are toasted, the refusal is not.)
    expect(notices).not.toContain('Some fields need attention.');
  });

  it('offers the join link of a live class, says when an upcoming one opens, and plays a recording on request', async () => {
    show([access({})]);
    const classes = await screen.findByRole('region', { name: 'Live classes' });
    const live = await within(classes).findByRole('article', { name: 'Live lab' });
    expect(within(live).getByText('Live now')).toBeDefined();
    expect(within(live).getByRole('link', { name: 'Join Live lab' }).getAttribute('href')).toBe(
      'https://meet.learnforge.example/1',
    );
    const upcoming = within(classes).getByRole('article', { name: 'Grids' });
    expect(within(upcoming).getByText(/The join link appears here at/)).toBeDefined();
    const past = within(classes).getByRole('article', { name: 'Graphs' });
    await userEvent.click(
      within(past).getByRole('button', { name: 'Watch the recording: Graphs (recording)' }),
    );
    expect(await within(past).findByRole('region', { name: 'Graphs (recording)' })).toBeDefined();
  });
});

describe("the batch page: an organization's notices and the batch discussion", () => {
  const orgNotice = {
    ...notice(7, 'Campus exam week', 'No classes on **Friday**.'),
    author: null,
    source: 'organization' as const,
    organization: 'Demo Institute',
  };
  const boardOf = (results: ReturnType<typeof notice>[] | (typeof orgNotice)[]) =>
    fixture('batch-noticeboard-data', { results, count: results.length, page: 1, page_size: 10 });

  it("tags the organization's notices with its name and lets the course team take down only its own", async () => {
    show([
      access({ reason: 'staff', can_edit_batch_track: true }),
      boardOf([orgNotice, notice(2, 'Lab moved', 'Room 4.')] as (typeof orgNotice)[]),
    ]);
    const board = await screen.findByRole('region', { name: 'Noticeboard' });
    const fromOrg = await within(board).findByRole('article', { name: 'Campus exam week' });
    expect(within(fromOrg).getByText('From Demo Institute')).toBeDefined();
    expect(within(fromOrg).getByText('Friday').tagName).toBe('STRONG');
    expect(within(fromOrg).queryByRole('button', { name: /Take down/ })).toBeNull();
    const own = within(board).getByRole('article', { name: 'Lab moved' });
    expect(within(own).queryByText(/^From /)).toBeNull();
    expect(within(own).getByRole('button', { name: 'Take down “Lab moved”' })).toBeDefined();
  });

  it("shows a learner the organization's notices without any way to take them down", async () => {
    show([access({}), boardOf([orgNotice])]);
    const board = await screen.findByRole('region', { name: 'Noticeboard' });
    const fromOrg = await within(board).findByRole('article', { name: 'Campus exam week' });
    expect(within(fromOrg).getByText('From Demo Institute')).toBeDefined();
    expect(within(board).queryByRole('button', { name: /Take down/ })).toBeNull();
  });

  it("lists the batch's threads and says the server's refusal beside the title of a new one", async () => {
    const { calls } = show([
      access({}),
      refusal('x-discussion-thread-create', 400, 'Some fields need attention.', {
        fields: { title: 'Use at least 5 characters' },
      }),
    ]);
    const discussion = await screen.findByRole('region', { name: 'Discussion' });
    const threads = await within(discussion).findByRole('list', { name: 'Threads' });
    expect(
      within(threads).getByRole('heading', { level: 4, name: 'Is recursion allowed in the first lab?' }),
    ).toBeDefined();
    expect(calls).toContain(
      'GET /api/latest/discussion/threads/?batch_slug=dsa-public-jan-2026&page=1&sort=top',
    );
    const form = within(discussion).getByRole('region', { name: 'Start a thread' });
    await userEvent.type(within(form).getByLabelText('Title'), 'Why');
    await userEvent.selectOptions(within(form).getByLabelText('About'), 'doubt');
    await userEvent.type(within(form).getByLabelText('Your question or idea'), 'Is it allowed?');
    await userEvent.click(within(form).getByRole('button', { name: 'Post thread' }));
    expect(await within(form).findByText(/Use at least 5 characters/)).toBeDefined();
    expect(within(form).getByLabelText('Title').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the batch page: electives and the study plan (ADR 0086)', () => {
  const electives = (chosen: number[]) =>
    fixture('batch-elective-courses', {
      results: [
        {
          course_id: 11,
          course_slug: 'system-design-live',
          course_name: 'System Design Live',
          is_selected: false,
        },
        { course_id: 12, course_slug: 'full-stack-live', course_name: 'Full Stack Live', is_selected: false },
      ].map((course) => ({ ...course, is_selected: chosen.includes(course.course_id) })),
      max_electives: 2,
      can_choose: true,
    });
  const withElectives = fixture('batch-detail', { ...detail, has_elective_courses: true });

  it('lets a learner choose an elective after confirming, and says the refusal when the allowance is used', async () => {
    const { calls } = show([
      access({}),
      withElectives,
      electives([11]),
      refusal(
        'batch-elective-course-add',
        409,
        'You can choose 2 electives in DSA January 2026; you have chosen System Design Live and Full Stack Live, and choices are final.',
        { fields: { course_ids: 'Choose at most 0 more.' } },
      ),
    ]);
    const card = await screen.findByRole('region', { name: 'Elective courses' });
    const list = await within(card).findByRole('list', { name: 'Elective courses' });
    expect(within(list).getByText('Chosen')).toBeDefined();
    expect(within(card).getByText(/you have chosen 1\. Choices are final\./)).toBeDefined();
    expect(within(list).queryByRole('button', { name: 'Choose System Design Live' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'Choose Full Stack Live' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Choose Full Stack Live?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose' }));
    expect(await within(card).findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('choices are final'),
    );
    expect(calls).toContain('POST /api/latest/elective-course/add/');
  });

  it('shows no elective area for a batch whose course offers none', async () => {
    show([access({})]);
    await screen.findByRole('heading', { name: 'Chapters' });
    expect(screen.queryByRole('region', { name: 'Elective courses' })).toBeNull();
  });

  it('makes a study plan, with the server refusals beside the days and the start date, and no toast', async () => {
    const { notices } = show([
      access({}),
      fixture('batch-scheduler-get', {
        offered: true,
        message: 'Plan when you study and get a reminder by mail on each study day (India time).',
        schedule: null,
      }),
      refusal('batch-scheduler-post', 400, 'A study plan cannot start in the past.', {
        fields: { start_date: 'Choose today or a later day', days_of_week: 'Choose at least one day' },
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Study plan' });
    const form = await within(card).findByRole('form', { name: 'Make a study plan' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save the plan' }));
    expect(await within(form).findByText(/Choose today or a later day/)).toBeDefined();
    expect(within(form).getByLabelText('Start on').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText('Choose at least one day')).toBeDefined();
    expect(notices).not.toContain('A study plan cannot start in the past.');
  });

  it('shows a saved plan with its next reminder, and offers to change or delete it', async () => {
    show([
      access({}),
      fixture('batch-scheduler-get', {
        offered: true,
        message: 'Plan when you study and get a reminder by mail on each study day (India time).',
        schedule: {
          id: 4,
          batch_slug: 'dsa-public-jan-2026',
          days_of_week: [1, 3, 0],
          hours_per_day: 1.5,
          start_date: '2026-12-01',
          reminder_time: '19:00',
          next_reminder_at: '2026-12-02T13:30:00.000Z',
        },
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Study plan' });
    expect(await within(card).findByText('Monday, Wednesday, Sunday')).toBeDefined();
    expect(within(card).getByText('1.5')).toBeDefined();
    await userEvent.click(within(card).getByRole('button', { name: 'Change the plan' }));
    const form = within(card).getByRole('form', { name: 'Change your study plan' });
    expect((within(form).getByRole('checkbox', { name: 'Wednesday' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((within(form).getByLabelText('Remind me at (India time)') as HTMLInputElement).value).toBe(
      '19:00',
    );
  });

  it('hides the study plan where the course has not turned the planner on', async () => {
    show([access({})]);
    await screen.findByRole('heading', { name: 'Chapters' });
    expect(screen.queryByRole('region', { name: 'Study plan' })).toBeNull();
  });
});

describe('the batch page: certificate holders for staff (ADR 0087)', () => {
  it('lists who holds the certificate and issues the rest through a background job', async () => {
    show([
      access({ reason: 'staff', message: 'You run this batch.' }),
      fixture(
        'x-batch-certificate-holders',
        {
          results: [
            {
              handle: 'asha',
              name: 'Asha Rao',
              certificate_slug: 'LF-CERT-1',
              issued_at: '2026-11-20T09:00:00.000Z',
              status: 'generating',
              verification_url: 'http://localhost:8080/certificate/LF-CERT-1',
            },
          ],
          count: 1,
          page: 1,
          page_size: 20,
        },
        { path: { slug: 'dsa-public-jan-2026' } },
      ),
      fixture('staff-dash-generate-certificate', {
        message: 'Certificates of DSA January 2026 are being issued to every learner who has completed it.',
        learners: 12,
      }),
    ]);
    const card = await screen.findByRole('region', { name: 'Certificate holders' });
    const list = await within(card).findByRole('list', {
      name: 'Holders of the DSA January 2026 certificate',
    });
    expect(within(list).getByText('Asha Rao')).toBeDefined();
    expect(within(list).getByText('PDF being written')).toBeDefined();
    expect(
      within(list).getByRole('link', { name: 'Verify Asha Rao’s certificate' }).getAttribute('href'),
    ).toBe('http://localhost:8080/certificate/LF-CERT-1');
    await userEvent.click(
      within(card).getByRole('button', {
        name: 'Issue certificates to everyone who completed DSA January 2026',
      }),
    );
    expect(await within(card).findByText(/12 learners are checked against the rule/)).toBeDefined();
  });

  it('shows learners no certificate holders', async () => {
    show([access({})]);
    await screen.findByRole('heading', { name: 'Chapters' });
    expect(screen.queryByRole('region', { name: 'Certificate holders' })).toBeNull();
  });
});

describe('the batch page: completion date, pinned contest and jobs (ADR 0101)', () => {
  const outlook: FakeAnswer[] = [
    fixture('batch-est-completion-date', {
      estimated_completion_date: '2027-01-15',
      hours_remaining: 12.5,
      hours_per_week: 6,
      pace_source: 'study_plan',
      after_access_ends: false,
    }),
    fixture('batch-pinned-contest', {
      pinned_contest: {
        slug: 'weekend-mock',
        name: 'Weekend Mock',
        start_time: new Date(Date.now() + 2 * DAY).toISOString(),
        end_time: new Date(Date.now() + 2 * DAY + 7_200_000).toISOString(),
        is_registered: false,
      },
    }),
    fixture('batch-jobs-course', {
      results: [
        {
          id: 7,
          slug: 'job-7',
          title: 'Backend Developer (Java)',
          company_name: 'Demo Company',
          company_logo: null,
          location_type: 'hybrid',
          locations: ['Bengaluru'],
          employment_type: 'full_time',
          last_apply_date: '2027-01-01',
        },
      ],
    }),
  ];

  it('shows when the learner would finish at their pace, the next contest and the jobs for the course', async () => {
    show([access({}), ...outlook]);
    const estimate = await screen.findByRole('region', { name: 'When you will finish' });
    expect(
      await within(estimate).findByText(/12.5 hours of lessons, quizzes and problems are left/),
    ).toBeDefined();
    expect(within(estimate).getByText(/At 6 hours a week \(your study plan\)/).textContent).toContain(
      '15 January 2027',
    );
    const contest = await screen.findByRole('region', { name: 'Contest: Weekend Mock' });
    expect(
      within(contest).getByRole('link', { name: 'Register for Weekend Mock' }).getAttribute('href'),
    ).toBe('/contest/weekend-mock');
    const jobs = await screen.findByRole('region', { name: 'Jobs for this course' });
    expect(within(jobs).getByRole('link', { name: 'Backend Developer (Java)' }).getAttribute('href')).toBe(
      '/jobs/7',
    );
  });

  it("shows the server's refusal of the hours a week beside the field", async () => {
    renderScreen([{ path: '/batch/:slug', element: <BatchPage /> }], {
      path: '/batch/dsa-public-jan-2026',
      answers: [...common, access({}), ...outlook],
      routes: {
        'GET /api/latest/est-completion-date/?batch_slug=dsa-public-jan-2026&hours_per_week=0': {
          status: 400,
          body: {
            error: {
              code: 'validation_failed',
              message: 'Some query parameters are invalid.',
              fields: { hours_per_week: 'Plan at least one hour a week' },
            },
          },
        },
      },
    });
    const estimate = await screen.findByRole('region', { name: 'When you will finish' });
    await userEvent.type(within(estimate).getByLabelText('Hours a week'), '0');
    await userEvent.click(within(estimate).getByRole('button', { name: 'Estimate' }));
    expect(await within(estimate).findByText('Plan at least one hour a week')).toBeDefined();
    expect(within(estimate).getByLabelText('Hours a week').getAttribute('aria-invalid')).toBe('true');
  });
});
