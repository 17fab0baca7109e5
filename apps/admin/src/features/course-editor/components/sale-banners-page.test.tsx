import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SaleBannersPage } from './sale-banners-page';

afterEach(cleanup);

const day = 86_400_000;
const winter = {
  id: 4,
  text: 'Winter sale',
  link: null,
  pages: ['home' as const, 'courses' as const],
  starts_at: new Date(Date.now() - day).toISOString(),
  ends_at: new Date(Date.now() + 6 * day).toISOString(),
  is_active: true,
  discount_percent: 20,
};

describe('Sale banners', () => {
  it("previews each banner's window and shows a refused window beside its date", async () => {
    const user = userEvent.setup();
    renderScreen(<SaleBannersPage />, {
      answers: [
        fixture('courses-dash-sale-banners-get', { results: [winter] }),
        refusal('courses-dash-sale-banners-put', 400, 'Some fields are invalid.', {
          fields: { 'banners.0.ends_at': 'A sale must end after it starts.' },
        }),
      ],
    });
    const banner = await screen.findByRole('region', { name: 'Winter sale' });
    expect(within(banner).getByText(/^Running now: learners read "Sale Ends in" until/)).toBeDefined();
    expect(
      (within(banner).getByRole('spinbutton', { name: 'Discount it announces (%)' }) as HTMLInputElement)
        .value,
    ).toBe('20');
    expect(
      (within(banner).getByRole('checkbox', { name: 'Course catalogue' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(banner).getByRole('checkbox', { name: 'Batch pages' }) as HTMLInputElement).checked).toBe(
      false,
    );

    const ends = within(banner).getByLabelText('Sale ends (UTC)');
    await user.clear(ends);
    await user.type(ends, '2020-01-01T00:00');
    expect(within(banner).getByText('The window ends before it starts.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Save banners' }));
    expect(
      await within(banner).findByText('Some fields are invalid. A sale must end after it starts.'),
    ).toBeDefined();
    expect(ends.getAttribute('aria-invalid')).toBe('true');
  });

  it('adds a banner, refuses one shown nowhere before sending, and saves', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<SaleBannersPage />, {
      answers: [
        fixture('courses-dash-sale-banners-get', { results: [] }),
        fixture('courses-dash-sale-banners-put', {
          results: [
            { ...winter, id: 5, text: 'Diwali sale', starts_at: null, ends_at: null, discount_percent: 15 },
          ],
        }),
      ],
    });
    expect(await screen.findByText('No sale banner yet.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add a banner' }));
    const banner = screen.getByRole('region', { name: 'Banner 1' });
    await user.type(within(banner).getByRole('textbox', { name: /^Text/ }), 'Diwali sale');
    await user.click(within(banner).getByRole('checkbox', { name: 'Course catalogue' }));
    await user.click(screen.getByRole('button', { name: 'Save banners' }));
    expect(await screen.findByText('Choose at least one page.')).toBeDefined();
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
    await user.click(
      within(screen.getByRole('region', { name: 'Diwali sale' })).getByRole('checkbox', {
        name: 'Home page',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save banners' }));
    expect(await screen.findByText('Sale banners saved.')).toBeDefined();
    expect(screen.getByText('No window: not a sale, so no countdown is shown.')).toBeDefined();
  });
});
