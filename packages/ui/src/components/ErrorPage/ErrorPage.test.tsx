import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ErrorPage } from './ErrorPage';

describe('ErrorPage', () => {
  it('shows the status, a default title for it, the message and the way out', async () => {
    render(
      <ErrorPage
        status={403}
        message="Ask your organization admin for access."
        action={<a href="/">Go home</a>}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Error 403')).toBeInTheDocument();
    expect(screen.getByText('Ask your organization admin for access.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go home' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'You do not have access to this page' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('prefers a given title', () => {
    render(<ErrorPage status={404} title="This course was removed" />);
    expect(screen.getByRole('heading', { name: 'This course was removed' })).toBeInTheDocument();
  });
});
