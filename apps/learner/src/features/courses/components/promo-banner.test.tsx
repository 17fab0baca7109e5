import { fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PromoBanner } from './promo-banner';

afterEach(cleanup);

const hour = 3_600_000;
const window = (startsIn: number, endsIn: number) => ({
  'promo_banner.text': 'Winter sale: 40% off every course',
  'promo_banner.starts_at': new Date(Date.now() + startsIn * hour).toISOString(),
  'promo_banner.ends_at': new Date(Date.now() + endsIn * hour).toISOString(),
});

describe('PromoBanner', () => {
  it('shows the sale text a super admin set while now is inside its window', async () => {
    renderScreen(<PromoBanner />, { answers: [fixture('x-site-settings', { settings: window(-1, 24) })] });
    expect(await screen.findByRole('heading', { name: 'Winter sale: 40% off every course' })).toBeDefined();
    expect(screen.getByText(/^Until /)).toBeDefined();
  });

  it('shows nothing before the window opens', async () => {
    const { calls } = renderScreen(<PromoBanner />, {
      answers: [fixture('x-site-settings', { settings: window(2, 24) })],
    });
    await expect.poll(() => calls).toContain('GET /api/latest/site-settings/');
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
