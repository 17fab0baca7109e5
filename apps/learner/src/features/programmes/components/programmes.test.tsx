import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DsaProgrammePage } from './dsa-programme-page';
import { SummerTrainingPage } from './summer-training-page';

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
const signedIn = { 'GET /api/auth/session': { body: { user } } };

const notRegistered = {
  registered: false,
  name: 'Asha Learner',
  email: 'learner@demo.test',
  phone: null,
  institute: null,
  graduation_year: null,
  preferred_track: null,
};
const tracks = {
  results: [
    { slug: 'data-science', name: 'Data Science', seats_left: 0 },
    { slug: 'web-development', name: 'Web Development', seats_left: 12 },
  ],
};

describe('the summer training page', () => {
  it('shows a full track’s refusal beside the track, then the registration read again after saving', async () => {
    const answers = [
      fixture('summer-training-registration-get', notRegistered),
      fixture('x-summer-training-tracks', tracks),
      refusal('summer-training-registration-post', 409, 'Data Science has no seats left.', {
        code: 'track_full',
        fields: { preferred_track: 'Data Science has no seats left; choose another track' },
      }),
    ];
    const { calls } = renderScreen([{ path: '/summer-training', element: <SummerTrainingPage /> }], {
      path: '/summer-training',
      routes: signedIn,
      answers,
    });
    const saved = [
      fixture('summer-training-registration-post', {
        ...notRegistered,
        registered: true,
        phone: '+91 98450 12345',
        institute: 'NIT Trichy',
        graduation_year: 2027,
        preferred_track: 'web-development',
      }),
      fixture('summer-training-registration-get', {
        ...notRegistered,
        registered: true,
        phone: '+91 98450 12345',
        institute: 'NIT Trichy',
        graduation_year: 2027,
        preferred_track: 'web-development',
      }),
    ];
    const form = await screen.findByRole('form', { name: 'Summer training registration' });
    expect((within(form).getByLabelText('Full name') as HTMLInputElement).value).toBe('Asha Learner');
    await userEvent.type(within(form).getByLabelText('Phone'), '+91 98450 12345');
    await userEvent.type(within(form).getByLabelText('College or company'), 'NIT Trichy');
    await userEvent.type(within(form).getByLabelText('Graduation year'), '2027');
    await userEvent.selectOptions(within(form).getByLabelText('Track'), 'data-science');
    await userEvent.click(within(form).getByRole('button', { name: 'Register for summer training' }));
    expect(await within(form).findByText(/Data Science has no seats left/)).toBeDefined();
    expect(within(form).getByLabelText('Track').getAttribute('aria-invalid')).toBe('true');

    // The server now takes the registration, and reads it back as saved.
    answers.push(...saved);
    const reads = calls.filter((call) => call === 'GET /api/latest/user-details-registration/').length;
    await userEvent.selectOptions(within(form).getByLabelText('Track'), 'web-development');
    await userEvent.click(within(form).getByRole('button', { name: 'Register for summer training' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. You are registered for the Web Development track as Asha Learner, NIT Trichy.',
    );
    expect(
      calls.filter((call) => call === 'GET /api/latest/user-details-registration/').length,
    ).toBeGreaterThan(reads);
  });
});

const question = (id: number, text: string, options: string[]) => ({
  id,
  text,
  kind: options.length ? ('choice' as const) : ('text' as const),
  options,
});
const survey = {
  batchId: 31,
  batch_name: 'DSA to Development 2027',
  hasAttemptedSurvey: true,
  hasCompletedSurvey: false,
  currentQuestion: 1,
  submittedLastQuestion: false,
  questions: [
    question(1, 'How many DSA problems have you solved?', ['Fewer than 50', '50 to 200']),
    question(2, 'What would you like to build by the end?', []),
  ],
  responses: [{ question_id: 1, answer: '50 to 200' }],
};

describe('the DSA-to-development page', () => {
  it('resumes at the question the learner left, completes the survey and registers for the batch', async () => {
    const completed = {
      ...survey,
      hasCompletedSurvey: true,
      submittedLastQuestion: true,
      currentQuestion: 2,
    };
    const answers = [
      fixture('dsa-survey-response-get', survey),
      fixture('dsa-crm-visit', { message: 'Recorded.' }),
    ];
    const { calls } = renderScreen([{ path: '/dsa-to-development/:slug', element: <DsaProgrammePage /> }], {
      path: '/dsa-to-development/dsa-to-development-2027',
      routes: signedIn,
      answers,
    });
    expect(await screen.findByRole('heading', { name: 'Question 2 of 2' })).toBeDefined();
    expect(screen.getByText('Welcome back: you left off at this question.')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Submit the survey' }));
    expect(screen.getByText('Answer the question to continue')).toBeDefined();
    await userEvent.type(screen.getByLabelText('What would you like to build by the end?'), 'A job board');
    answers.push(
      fixture('dsa-survey-response-post', completed),
      fixture('dsa-survey-response-get', completed),
      fixture('dsa-batch-registration', {
        hasRegistered: false,
        batchId: 31,
        applicationStatus: 'applied',
        isIndianUser: true,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Submit the survey' }));
    const register = await screen.findByRole('button', { name: 'Register for DSA to Development 2027' });
    answers.push(
      fixture('batch-registration', {
        status: 'SUCCESS',
        message: 'You are enrolled in DSA to Development 2027.',
        batch_slug: 'dsa-to-development-2027',
        transaction_token: null,
        gfgOrderId: null,
        amount_payable: 0,
      }),
      fixture('dsa-batch-registration', {
        hasRegistered: true,
        batchId: 31,
        applicationStatus: 'enrolled',
        isIndianUser: true,
      }),
    );
    await userEvent.click(register);
    expect(
      (await screen.findByText('You are registered for DSA to Development 2027.', { exact: false }))
        .textContent,
    ).toContain('Enrolled');
    expect(calls).toContain('PUT /api/latest/crm/dsa-to-development/visit/');
    expect(calls).toContain('POST /api/latest/batch-registration/');
  });
});
