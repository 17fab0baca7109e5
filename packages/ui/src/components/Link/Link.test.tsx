import { render, screen } from '@testing-library/react';
import type { ComponentPropsWithRef } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Link } from './Link';

/** Stands in for a router's Link: takes `to` and renders an anchor. */
function RouterLink({ to, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return <a {...props} href={`/app${to}`} data-router="" />;
}

describe('Link', () => {
  it('renders an <a> with its href', async () => {
    render(<Link href="/courses">All courses</Link>);
    expect(screen.getByRole('link', { name: 'All courses' })).toHaveAttribute('href', '/courses');
    await expectNoAxeViolations();
  });

  it('renders a router link through `as`, passing its props along', () => {
    render(
      <Link as={RouterLink} to="/problems" className="extra">
        Problems
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Problems' });
    expect(link).toHaveAttribute('href', '/app/problems');
    expect(link).toHaveAttribute('data-router');
    expect(link).toHaveClass('extra');
  });

  it('opens external links in a new tab safely and says so', () => {
    render(
      <Link href="https://example.org/syllabus.pdf" external>
        Syllabus
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Syllabus (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
