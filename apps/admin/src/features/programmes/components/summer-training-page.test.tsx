import { fixture, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SummerTrainingRoute } from './summer-training-page';

afterEach(cleanup);

const tracks = [
  { slug: 'data-science', name: 'Data Science', seats: 40, taken: 40 },
  { slug: 'web-development', name: 'Web Development', seats: 60, taken: 1 },
];
const asha = {
  name: 'Asha Menon',
  email: 'asha@example.test',
  phone: '+91 98450 12345',
  institute: 'NIT Trichy',
  graduation_year: 2027,
  track: 'web-development',
  registered_at: '2026-11-20T05:30:00.000Z',
};

describe('the summer-training registrations page', () => {
  it('shows the seats per track, filters by track in the address, and links the CSV of that track', async () => {
    const answers = [
      fixture('x-summer-training-registrations', {
        tracks,
        results: [asha],
        count: 41,
        page: 1,
        page_size: 20,
      }),
    ];
    const { calls } = renderScreen([{ path: '/summer-training', element: <SummerTrainingRoute /> }], {
      path: '/summer-training',
      routes: signedInStaff(['crm'], { id: 3, handle: 'crm', name: 'Cara CRM', email: 'crm@demo.test' }),
      answers,
    });
    expect(await screen.findByRole('heading', { name: 'Summer training', level: 1 })).toBeDefined();
    const seats = screen.getByRole('group', { name: 'Seats per track' });
    expect(within(seats).getByText('40 of 40 seats')).toBeDefined();
    expect(within(seats).getByText('1 of 60 seats')).toBeDefined();
    expect(await screen.findByRole('cell', { name: 'Asha Menon' })).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Download every registration (CSV)' }).getAttribute('href'),
    ).toMatch(/\/user-details-registration\/manage\/csv\/$/);

    answers.push(
      fixture('x-summer-training-registrations', {
        tracks,
        results: [asha],
        count: 1,
        page: 1,
        page_size: 20,
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Track'), 'web-development');
    const link = await screen.findByRole('link', {
      name: 'Download the Web Development registrations (CSV)',
    });
    expect(link.getAttribute('href')).toMatch(
      /\/user-details-registration\/manage\/csv\/\?track=web-development$/,
    );
    expect(
      calls.some(
        (call) =>
          call.includes('/user-details-registration/manage/?') && call.includes('track=web-development'),
      ),
    ).toBe(true);
  });
});
