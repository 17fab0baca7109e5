import { type FakeAnswer, fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CommunityChannels } from './community-channels';

afterEach(cleanup);

const slug = 'dsa-public-jan-2026';
const channels = (
  results: { platform: 'whatsapp' | 'telegram' | 'discord' | 'other'; label: string; url: string }[],
) => fixture('batch-connect', { results });
const two = channels([
  { platform: 'whatsapp', label: 'DSA Jan doubts', url: 'https://chat.whatsapp.com/abc' },
  { platform: 'discord', label: 'DSA Jan server', url: 'https://discord.gg/xyz' },
]);

describe("the batch's community channels (ADR 0101)", () => {
  it('lists the channels as links that open in a new tab; a learner sees nothing when there are none', async () => {
    renderScreen(<CommunityChannels slug={slug} canEdit={false} />, { answers: [two] });
    const card = await screen.findByRole('region', { name: 'Community channels' });
    const link = within(card).getByRole('link', { name: /DSA Jan doubts/ });
    expect(link.getAttribute('href')).toBe('https://chat.whatsapp.com/abc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(card).getByText('Discord')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Edit channels' })).toBeNull();
    cleanup();

    const { calls } = renderScreen(<CommunityChannels slug={slug} canEdit={false} />, {
      answers: [channels([])],
    });
    await expect.poll(() => calls.length).toBe(1);
    expect(screen.queryByRole('region', { name: 'Community channels' })).toBeNull();
  });

  it('lets a course admin add, reorder and remove channels, and says a refused address under its field', async () => {
    const user = userEvent.setup();
    const answers: FakeAnswer[] = [
      two,
      refusal('x-batch-connect-put', 400, 'Some fields need attention.', {
        fields: { 'channels.2.url': 'Give an http(s) address' },
        path: { slug },
      }),
    ];
    const { calls } = renderScreen(<CommunityChannels slug={slug} canEdit />, { answers });
    await user.click(await screen.findByRole('button', { name: 'Edit channels' }));
    await user.click(screen.getByRole('button', { name: 'Add a channel' }));
    const third = screen.getByRole('group', { name: 'Channel 3' });
    await user.selectOptions(within(third).getByRole('combobox', { name: 'Platform' }), 'telegram');
    await user.type(within(third).getByRole('textbox', { name: 'Channel name' }), 'Announcements');
    await user.type(within(third).getByRole('textbox', { name: 'Invite link' }), 'ftp://t.me/dsa');
    await user.click(screen.getByRole('button', { name: 'Save channels' }));
    const link = within(screen.getByRole('group', { name: 'Channel 3' })).getByRole('textbox', {
      name: /Invite link/,
    });
    await expect.poll(() => link.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Give an http(s) address')).toBeDefined();
    expect(screen.getByRole('alert').textContent).toBe('Some fields need attention.');

    // Moving keeps the keyboard on the moved channel.
    const moveUp = screen.getByRole('button', { name: 'Move up Announcements' });
    await user.click(moveUp);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move up Announcements' }));
    await user.click(screen.getByRole('button', { name: 'Move up Announcements' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move down Announcements' }));
    expect(
      within(screen.getByRole('group', { name: 'Channel 1' })).getByRole('textbox', { name: 'Channel name' }),
    ).toHaveProperty('value', 'Announcements');
    await user.click(screen.getByRole('button', { name: 'Remove DSA Jan server' }));
    expect(screen.queryByRole('group', { name: 'Channel 3' })).toBeNull();

    answers.push(
      fixture(
        'x-batch-connect-put',
        {
          results: [
            { platform: 'telegram', label: 'Announcements', url: 'https://t.me/dsa' },
            { platform: 'whatsapp', label: 'DSA Jan doubts', url: 'https://chat.whatsapp.com/abc' },
          ],
        },
        { path: { slug } },
      ),
    );
    const fixed = within(screen.getByRole('group', { name: 'Channel 1' })).getByRole('textbox', {
      name: /Invite link/,
    });
    await user.clear(fixed);
    await user.type(fixed, 'https://t.me/dsa');
    await user.click(screen.getByRole('button', { name: 'Save channels' }));
    expect(await screen.findByRole('button', { name: 'Edit channels' })).toBeDefined();
    expect(calls).toContain(`PUT /api/latest/batch/${slug}/connect/`);
  });
});
