import { type FakeAnswer, fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleLesson } from './article-lesson';

afterEach(cleanup);

const placement = { batchSlug: 'dsa-public-jan-2026', trackSlug: 'arrays', articleId: 41 };
const path = { id: 41 };
const article = {
  id: 41,
  title: 'Hashing basics',
  content_markdown: 'Buckets and keys.',
  reading_time_minutes: 1,
  updated_at: '2026-11-20T10:00:00.000Z',
};
const source = (over: Partial<typeof article> & { version: number }) => ({
  ...article,
  ...over,
  can_edit: true,
  content_html: '<p>Buckets and keys.</p>',
  batch_slug: 'dsa-public-jan-2026',
  track_slug: 'arrays',
});
const access = (canEdit: boolean) =>
  fixture(
    'batch-access-permission',
    {
      has_access: true,
      reason: canEdit ? 'staff' : 'enrolled',
      message: 'You may open this batch.',
      access_ends_at: null,
      can_edit_batch_track: canEdit,
    },
    { path: { slug: 'dsa-public-jan-2026' } },
  );

describe('course admins edit a track article where learners read it (ADR 0111)', () => {
  it('offers no editing to a learner', async () => {
    renderScreen(<ArticleLesson {...placement} />, {
      answers: [fixture('track-article', { ...article, is_completed: false }, { path }), access(false)],
    });
    expect(await screen.findByRole('heading', { name: 'Hashing basics' })).toBeDefined();
    expect(await screen.findByRole('button', { name: 'Mark as complete' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Edit article' })).toBeNull();
  });

  it('saves the title and text, previews them, and says a refusal under its field', async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      fixture('track-article', { ...article, is_completed: false }, { path }),
      access(true),
      fixture('track-article-edit', source({ version: 3 }), { path }),
      refusal('x-track-article-save', 400, 'Some fields need attention.', {
        fields: { content_markdown: 'Write the article' },
        path,
      }),
    ];
    const { calls } = renderScreen(<ArticleLesson {...placement} />, { answers });
    await user.click(await screen.findByRole('button', { name: 'Edit article' }));
    const title = await screen.findByRole('textbox', { name: 'Article title' });
    expect(document.activeElement).toBe(title);
    const text = screen.getByRole('textbox', { name: /Article \(Markdown\)/ });
    await user.clear(text);
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    await expect.poll(() => text.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Write the article/)).toBeDefined();

    answers.push(
      fixture(
        'x-track-article-save',
        source({ version: 4, title: 'Hashing, the basics', content_markdown: '**Collisions**' }),
        { path },
      ),
    );
    await user.type(text, '**Collisions**');
    await user.clear(title);
    await user.type(title, 'Hashing, the basics');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'Hashing, the basics' })).toBeDefined();
    expect(within(preview).getByText('Collisions').tagName).toBe('STRONG');
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    // Back to the article, the keyboard on the button that opened the editor.
    const edit = await screen.findByRole('button', { name: 'Edit article' });
    expect(document.activeElement).toBe(edit);
    expect(calls).toContain('PUT /api/latest/article/41/edit');
  });

  it('shows what someone else saved meanwhile, keeps the words typed, and saves over their version only when asked', async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      fixture('track-article', { ...article, is_completed: false }, { path }),
      access(true),
      fixture('track-article-edit', source({ version: 3 }), { path }),
      refusal(
        'x-track-article-save',
        409,
        'Someone else saved this article at 28 Nov 2026, 9:15 am (India time), after you opened it.',
        { code: 'article_changed', fields: { version: 'Now at version 4; you opened version 3.' }, path },
      ),
    ];
    renderScreen(<ArticleLesson {...placement} />, { answers });
    await user.click(await screen.findByRole('button', { name: 'Edit article' }));
    const text = await screen.findByRole('textbox', { name: /Article \(Markdown\)/ });
    await user.type(text, ' Mine.');
    // The other editor's save is what the editor's source now answers.
    answers.push(
      fixture('track-article-edit', source({ version: 4, title: 'Hashing', content_markdown: 'Theirs.' }), {
        path,
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save article' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Someone else saved this article');
    const theirs = await screen.findByRole('region', { name: 'Version 4, saved by someone else' });
    expect(within(theirs).getByText('Theirs.')).toBeDefined();
    expect(text).toHaveProperty('value', 'Buckets and keys. Mine.');

    await user.click(within(theirs).getByRole('button', { name: 'Keep mine and save over theirs' }));
    expect(screen.queryByRole('region', { name: 'Version 4, saved by someone else' })).toBeNull();
    expect(screen.getByRole('alert').textContent).toBe(
      'Your words will be saved over version 4 when you press Save article.',
    );
    expect(text).toHaveProperty('value', 'Buckets and keys. Mine.');
  });
});
