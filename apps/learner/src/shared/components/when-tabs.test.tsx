import { useApi } from '@learnforge/api-client/react';
import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useWhenInAddress, type WhenTab, WhenTabs } from './when-tabs';

afterEach(cleanup);

const WHEN = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
] as const satisfies readonly WhenTab<string>[];

/** A list page built like the learner's events page, with its address on show. */
function EventsList() {
  const when = useWhenInAddress(WHEN);
  const list = useApi('events-index', { query: { status: when.when, page: when.page } });
  const location = useLocation();
  return (
    <>
      <p>Address: {location.search || '(none)'}</p>
      <WhenTabs tabs={WHEN} state={when} query={list} noun="events" itemKey={(event) => event.id}>
        {(event) => <li>{event.title}</li>}
      </WhenTabs>
    </>
  );
}

const card = (id: number, title: string) => ({
  id,
  slug: `event-${id}`,
  title,
  type: 'webinar' as const,
  banner_image: null,
  starts_at: '2030-12-03T12:00:00.000Z',
  ends_at: '2030-12-03T14:00:00.000Z',
  is_online: true,
  city: null,
  is_free: true,
  registrations_count: 0,
  capacity: null,
  recurring_event_slug: null,
});

const lists = {
  'GET /api/latest/events/?status=upcoming&page=1': {
    body: { results: [card(1, 'Graphs webinar')], count: 1, page: 1, page_size: 12 },
  },
  'GET /api/latest/events/?status=past&page=1': {
    body: { results: [card(2, 'Old meetup'), card(3, 'Old workshop')], count: 14, page: 1, page_size: 12 },
  },
  'GET /api/latest/events/?status=past&page=2': {
    body: { results: [card(4, 'Oldest talk')], count: 14, page: 2, page_size: 12 },
  },
};

describe('the Open / Past tabbed list', () => {
  it('shows the first tab by default, keeps another tab and its page in the address, and a new tab starts at page 1', async () => {
    const user = userEvent.setup();
    renderScreen(<EventsList />, { routes: lists, path: '/events' });
    const upcoming = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(
      within(upcoming)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Graphs webinar']);
    expect(screen.getByRole('tab', { name: 'Upcoming', selected: true })).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Pages of events' })).toBeNull();
    expect(screen.getByText('Address: (none)')).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const past = await screen.findByRole('list', { name: 'Past events' });
    expect(within(past).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Address: ?when=past')).toBeDefined();

    const pages = screen.getByRole('navigation', { name: 'Pages of events' });
    await user.click(within(pages).getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Oldest talk')).toBeDefined();
    expect(screen.getByText('Address: ?when=past&page=2')).toBeDefined();

    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('Graphs webinar')).toBeDefined();
    expect(screen.getByText('Address: (none)')).toBeDefined();
  });

  it('opens on the tab and page the address names, and keeps a page’s own filters when the tab changes', async () => {
    const user = userEvent.setup();
    renderScreen(<EventsList />, { routes: lists, path: '/events?when=past&page=2&type=webinar' });
    expect(await screen.findByText('Oldest talk')).toBeDefined();
    expect(screen.getByRole('tab', { name: 'Past', selected: true })).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Upcoming' }));
    expect(await screen.findByText('Address: ?type=webinar')).toBeDefined();
  });

  it('says the tab is empty with a heading at the cards’ level, and says why a list failed', async () => {
    const user = userEvent.setup();
    renderScreen(<EventsList />, {
      routes: {
        'GET /api/latest/events/?status=upcoming&page=1': {
          body: { results: [], count: 0, page: 1, page_size: 12 },
        },
        'GET /api/latest/events/?status=past&page=1': {
          status: 500,
          body: { error: { code: 'error', message: 'The events table is being rebuilt.' } },
        },
      },
      path: '/events',
    });
    expect(await screen.findByRole('heading', { name: 'No upcoming events', level: 2 })).toBeDefined();
    await user.click(screen.getByRole('tab', { name: 'Past' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The past events could not be loaded.');
    expect(alert.textContent).toContain('The events table is being rebuilt.');
  });
});
