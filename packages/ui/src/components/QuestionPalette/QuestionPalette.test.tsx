import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { QuestionPalette } from './QuestionPalette';

describe('QuestionPalette', () => {
  it('names each question with its state, marks the current one and counts states in the legend', async () => {
    const onSelect = vi.fn();
    render(
      <QuestionPalette
        questions={[
          { id: 'q1', status: 'answered' },
          { id: 'q2', status: 'answered_and_marked' },
          { id: 'q3', status: 'not_answered' },
          { id: 'q4', status: 'not_visited' },
        ]}
        currentId="q3"
        onSelect={onSelect}
      />,
    );
    const palette = screen.getByRole('navigation', { name: 'Questions' });
    expect(
      within(palette).getByRole('button', { name: 'Question 2, answered and marked for review' }),
    ).toBeInTheDocument();
    expect(within(palette).getByRole('button', { name: 'Question 3, not answered' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(within(palette).getByRole('button', { name: 'Question 4, not visited' }));
    expect(onSelect).toHaveBeenCalledWith('q4', 3);
    const legend = within(palette).getByRole('list', { name: 'Legend' });
    expect(within(legend).getByText('Answered: 1')).toBeInTheDocument();
    expect(within(legend).getByText('Marked for review: 0')).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
