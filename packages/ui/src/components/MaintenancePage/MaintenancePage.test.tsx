import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { MaintenancePage } from './MaintenancePage';

describe('MaintenancePage', () => {
  it('says the site is under maintenance', async () => {
    render(<MaintenancePage action={<button type="button">Try again</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Site under maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
