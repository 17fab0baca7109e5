import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { HelpPage } from './help-page';

afterEach(cleanup);

const signedIn = {
  'GET /api/auth/session': {
    body: {
      user: {
        id: 9,
        handle: 'student140',
        name: 'Student 140',
        email: 'student140@demo.test',
        roles: ['learner'],
        premiumPlanId: null,
        organization: null,
      },
    },
  },
};

const filed: ResponseOf<'issues-post'> = {
  id: 42,
  title: 'Charged twice',
  description: 'I paid twice.',
  status: 'open',
  priority: 'medium',
  category: 'payment',
  reporter: 'student140',
  assignee: null,
  labels: [],
  page_url: '/help',
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'What is it about?' }), 'payment');
  await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Charged twice');
  await user.type(screen.getByRole('textbox', { name: /What happened/ }), 'I paid twice.');
  await user.click(screen.getByRole('button', { name: 'Send to support' }));
}

describe('HelpPage', () => {
  it('files a request and says where the answer will come', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<HelpPage />, {
      routes: signedIn,
      answers: [fixture('x-site-settings', { settings: {} }), fixture('issues-post', filed)],
    });
    await fillIn(user);
    expect(await screen.findByRole('heading', { name: 'We have your request #42' })).toBeDefined();
    expect(screen.getByRole('status').textContent).toContain('student140@demo.test');
    expect(calls).toContain('POST /api/latest/issues/');
  });

  it('puts the server’s refusal beside the field, and no toast repeats it', async () => {
    const user = userEvent.setup();
    const { notices } = renderScreen(<HelpPage />, {
      routes: signedIn,
      answers: [
        fixture('x-site-settings', { settings: {} }),
        refusal('issues-post', 400, 'Check the form.', { fields: { title: 'Use at least 5 characters' } }),
      ],
    });
    await fillIn(user);
    expect(await screen.findByText(/Use at least 5 characters/)).toBeDefined();
    expect(screen.getByRole('textbox', { name: 'Subject' }).getAttribute('aria-invalid')).toBe('true');
    expect(notices).toEqual([]);
  });

  it('says the form is closed while the feature switch is off', async () => {
    renderScreen(<HelpPage />, {
      routes: signedIn,
      answers: [fixture('x-site-settings', { settings: { 'feature.help_form': false } })],
    });
    expect(await screen.findByText('The Help form is closed for now. Please try again later.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Send to support' })).toBeNull();
  });
});
