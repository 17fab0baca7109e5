import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { VideoFeedback } from './video-feedback';

afterEach(cleanup);

const stats = fixture('track-user-videos-stats', {
  results: [
    {
      video_id: 7,
      likes_count: 3,
      dislikes_count: 1,
      views_count: 9,
      user_reaction: 'none',
      watched_seconds: 0,
      completed: false,
    },
  ],
});
const show = (answers = [stats]) =>
  renderScreen(
    <VideoFeedback
      batchSlug="dsa-public-jan-2026"
      trackSlug="getting-started"
      videoId={7}
      title="Two pointers"
    />,
    {
      answers,
    },
  );

describe('a track video’s likes and feedback (ADR 0087)', () => {
  it('likes the video with everyone’s count, and pressing Like again takes it back', async () => {
    const { calls } = show([
      stats,
      fixture('track-video-likes-count', {
        video_id: 7,
        likes_count: 4,
        dislikes_count: 1,
        user_reaction: 'like',
      }),
    ]);
    const group = await screen.findByRole('group', { name: 'Your reaction to Two pointers' });
    const like = await within(group).findByRole('button', { name: 'Like Two pointers (3)' });
    await expect.poll(() => like.hasAttribute('disabled')).toBe(false);
    expect(like.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(like);
    const liked = await within(group).findByRole('button', { name: 'Like Two pointers (4)' });
    expect(liked.getAttribute('aria-pressed')).toBe('true');
    expect(calls).toContain('PATCH /api/latest/batch/dsa-public-jan-2026/update-video-likes-count/');
  });

  it('sends feedback with tags, and says the server’s refusal beside the stars', async () => {
    show([
      stats,
      refusal('track-video-feedback', 400, 'Some fields need attention.', {
        fields: { rating: 'Choose a rating from 1 to 5 stars' },
        path: { id: 7 },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback on this video' }));
    const form = screen.getByRole('form', { name: 'Feedback on Two pointers' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Too fast' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await within(form).findByText(/Choose a rating from 1 to 5 stars/)).toBeDefined();
  });

  it('says a refused tag beside the tags, inside their group', async () => {
    show([
      stats,
      refusal('track-video-feedback', 400, 'Some fields need attention.', {
        fields: { 'tags.0': 'A tag has at most 50 characters' },
        path: { id: 7 },
      }),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback on this video' }));
    const form = screen.getByRole('form', { name: 'Feedback on Two pointers' });
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    const tags = await within(form).findByRole('group', { name: 'What stood out? (optional)' });
    expect((await within(tags).findByRole('alert')).textContent).toBe(
      'Some fields need attention. A tag has at most 50 characters',
    );
  });

  it('thanks the learner once the feedback is saved', async () => {
    show([
      stats,
      fixture(
        'track-video-feedback',
        { message: 'Thank you: your feedback on “Two pointers” is saved.' },
        { path: { id: 7 } },
      ),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Give feedback on this video' }));
    const form = screen.getByRole('form', { name: 'Feedback on Two pointers' });
    await userEvent.click(within(form).getByRole('radio', { name: '4 stars' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Thank you: your feedback on “Two pointers” is saved.',
    );
    expect(screen.getByRole('button', { name: 'Change your feedback' })).toBeDefined();
  });
});
