import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Avatar, initialsOf } from './Avatar';

describe('Avatar', () => {
  it('shows the photo with the name as alt text', async () => {
    render(<Avatar name="Asha Rao" src="/photos/asha.png" />);
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveAttribute('src', '/photos/asha.png');
    await expectNoAxeViolations();
  });

  it('falls back to initials when there is no photo or it fails to load', async () => {
    render(<Avatar name="Asha Rao" src="/missing.png" />);
    fireEvent.error(screen.getByRole('img', { name: 'Asha Rao' }));
    expect(screen.getByRole('img', { name: 'Asha Rao' })).toHaveTextContent('AR');
    await expectNoAxeViolations();
  });

  it('takes initials from the first and last words', () => {
    expect(initialsOf('Asha Rao')).toBe('AR');
    expect(initialsOf(' ravi  kumar singh ')).toBe('RS');
    expect(initialsOf('Meena')).toBe('M');
    expect(initialsOf('')).toBe('?');
  });
});
