import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { InviteCard } from './invite-card';

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
const board = fixture(
  'leaderboard-influencer-rank',
  {
    results: [
      { handle: 'ravi', name: 'Ravi Kumar', profile_image: null, rank: 1, referrals_count: 3, points: 2 },
      { handle: 'meera', name: 'Meera Iyer', profile_image: null, rank: 1, referrals_count: 3, points: 2 },
      { handle: 'asha', name: 'Asha Learner', profile_image: null, rank: 3, referrals_count: 1, points: 0 },
    ],
    count: 3,
    page: 1,
    page_size: 20,
  },
  { path: { event: 'graphs-webinar' } },
);

describe('the invite card', () => {
  it('gives a signed-in learner their link to this page and lists who brought the most, ties sharing a rank', async () => {
    const user = userEvent.setup();
    renderScreen(<InviteCard slug="graphs-webinar" what="this event" />, {
      path: '/events/4',
      routes: signedIn,
      answers: [board],
    });
    const card = await screen.findByRole('region', { name: 'Invite friends' });
    const field = await within(card).findByRole<HTMLInputElement>('textbox', { name: 'Your invite link' });
    expect(field.value).toBe(`${window.location.origin}${window.location.pathname}?ref=asha`);
    expect(field.readOnly).toBe(true);
    const ranked = await within(card).findByRole('list', { name: 'Who brought the most people' });
    const rows = within(ranked).getAllByRole('listitem');
    expect(rows.map((row) => [row.getAttribute('value'), row.textContent])).toEqual([
      ['1', 'Ravi Kumar (@ravi): 3 registered, 2 took part'],
      ['1', 'Meera Iyer (@meera): 3 registered, 2 took part'],
      ['3', 'Asha Learner (@asha): 1 registered, 0 took part'],
    ]);
    await user.click(within(card).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(field.value);
    expect(within(card).getByRole('status').textContent).toBe('Your invite link is copied.');
  });

  it('asks a visitor to sign in for a link, says when nobody has brought anyone, and says why a board failed', async () => {
    renderScreen(<InviteCard slug="graphs-webinar" what="this event" />, {
      path: '/events/4',
      answers: [
        fixture(
          'leaderboard-influencer-rank',
          { results: [], count: 0, page: 1, page_size: 20 },
          { path: { event: 'graphs-webinar' } },
        ),
      ],
    });
    expect(await screen.findByRole('link', { name: 'Sign in to get your invite link' })).toBeDefined();
    expect(screen.queryByRole('textbox', { name: 'Your invite link' })).toBeNull();
    expect(await screen.findByText('Nobody has brought anyone yet.')).toBeDefined();
    cleanup();

    renderScreen(<InviteCard slug="graphs-webinar" what="this event" />, {
      path: '/events/4',
      answers: [
        refusal('leaderboard-influencer-rank', 404, 'There is no event or open contest with this address.'),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There is no event or open contest with this address.',
    );
  });
});
