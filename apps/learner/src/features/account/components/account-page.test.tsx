import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountPage } from './account-page';

afterEach(cleanup);

const me = {
  handle: 'meera',
  name: 'Meera Shah',
  email: 'meera@example.test',
  image_url: null,
  country: null,
  phone: null,
  graduation_year: null,
  institute: null,
  institute_id: null,
  institute_set_by_organization: false,
  premiumPlanId: null,
  reward_points: 0,
  roles: ['learner' as const],
  organization_slug: null,
};
const institutes = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: i === 0 ? 'City College of Computing' : `City College ${i + 1}`,
  city: null,
}));
const answers = [
  fixture('user-details', me),
  fixture('user-country-calling-codes', { results: [{ country: 'India', iso2: 'IN', calling_code: '+91' }] }),
  fixture('user-institutes-all', { results: institutes, count: 25, page: 1, page_size: 20 }),
];

async function pickCityCollege() {
  const user = userEvent.setup();
  const field = await screen.findByRole('combobox', { name: 'Institute' });
  await user.type(field, 'city');
  await user.click(await screen.findByRole('option', { name: 'City College of Computing' }));
  return user;
}

describe('the institute on the account page (002 User: institutes search)', () => {
  it('searches institutes on the server as the learner types, says a page is partial, and saves the pick', async () => {
    const { calls } = renderScreen(<AccountPage />, {
      answers: [
        ...answers,
        fixture('user-profile', { ...me, institute: 'City College of Computing', institute_id: 1 }),
      ],
    });
    const user = await pickCityCollege();
    // One search for what was typed: showing the page's count must not start the search again.
    expect(calls.filter((call) => call.includes('/institutes/'))).toEqual([
      'GET /api/latest/institutes/city/all/?page=1',
    ]);
    expect(screen.getByText(/Showing 20 of 25 institutes: type more of the name/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('Your details are saved.')).toBeDefined();
    expect(calls).toContain('POST /api/user/profile/');
  });

  it('says the server’s refusal beside the institute field, and no toast repeats it', async () => {
    const { notices } = renderScreen(<AccountPage />, {
      answers: [
        ...answers,
        refusal('user-profile', 400, 'Some fields need a look.', {
          fields: { institute_id: 'Choose an institute from the list.' },
        }),
      ],
    });
    const user = await pickCityCollege();
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const field = screen.getByRole('combobox', { name: 'Institute' });
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const described = (field.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent)
      .join(' ');
    expect(described).toContain('Choose an institute from the list.');
    expect(screen.queryByText('Your details are saved.')).toBeNull();
    expect(notices).toEqual([]);
  });

  it('shows an institute set by the organization that admitted the learner, with no picker', async () => {
    renderScreen(<AccountPage />, {
      answers: [
        ...answers,
        fixture('user-details', {
          ...me,
          institute: 'Demo Institute of Technology',
          institute_set_by_organization: true,
          organization_slug: 'demo-institute',
        }),
      ],
    });
    expect(
      await screen.findByText("Demo Institute of Technology (set by your institute's admin)"),
    ).toBeDefined();
    expect(screen.queryByRole('combobox', { name: 'Institute' })).toBeNull();
  });
});
