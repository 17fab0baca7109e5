import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SettingsRoute } from './settings-page';

afterEach(cleanup);

const session = (roles: string[]) =>
  signedInStaff(roles, { id: 1, handle: 'super-admin', name: 'Ada Admin', email: 'admin@demo.test' });

const settings: ResponseOf<'staff-dash-key-value-all'> = {
  results: [
    {
      id: 3,
      key: 'promo_banner.text',
      value_type: 'text',
      value: 'Winter sale',
      description: 'The promo banner text',
      is_public: true,
      updated_by: 'super-admin',
      updated_at: '2026-11-20T10:00:00.000Z',
    },
  ],
  count: 1,
  page: 1,
  page_size: 20,
};

describe('Site settings', () => {
  it('lists the settings with their history and refuses a wrong value beside the field', async () => {
    const user = userEvent.setup();
    renderScreen(<SettingsRoute />, {
      routes: session(['super_admin']),
      answers: [
        fixture('staff-dash-key-value-all', settings),
        refusal('staff-dash-key-value-create', 400, 'Write true or false', {
          fields: { value: 'Write true or false' },
        }),
      ],
    });
    expect(await screen.findByRole('link', { name: 'History of promo_banner.text' })).toHaveProperty(
      'href',
      expect.stringContaining('/edit-history/key_value/3'),
    );
    await user.click(screen.getByRole('button', { name: 'New setting' }));
    await user.type(screen.getByRole('textbox', { name: /Key/ }), 'feature.help_form');
    // A known key brings its type: a switch, so the value is a choice of on or off.
    expect(screen.getByText(/Type: Switch \(true or false\), public/)).toBeDefined();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Value' }), 'true');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByText('Write true or false')).toBeDefined();
    expect(screen.getByRole('combobox', { name: 'Value' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('opens a saved setting with its value and saves the change', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<SettingsRoute />, {
      routes: session(['super_admin']),
      answers: [
        fixture('staff-dash-key-value-all', settings),
        fixture(
          'staff-dash-key-value-update',
          { ...settings.results[0]!, value: 'Spring sale' },
          {
            path: { key: 'promo_banner.text' },
          },
        ),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'promo_banner.text' }));
    const value = screen.getByRole('textbox', { name: 'Value' });
    expect(value).toHaveProperty('value', 'Winter sale');
    await user.clear(value);
    await user.type(value, 'Spring sale');
    await user.click(screen.getByRole('button', { name: 'Save setting' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Saved promo_banner.text.');
    expect(calls).toContain('PUT /api/latest/key-value/promo_banner.text/');
  });

  it('is for super admins only', async () => {
    renderScreen(<SettingsRoute />, { routes: session(['crm']) });
    expect(await screen.findByText(/do not have access|not for you|permission/i)).toBeDefined();
  });
});
