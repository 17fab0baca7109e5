import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ChartLine } from './ChartLine';

const labels = ['Mon', 'Tue', 'Wed', 'Thu'];
const series = [
  { name: 'Submissions', values: [12, 30, 18, 25] },
  { name: 'Accepted', values: [5, 14, 9, 20] },
];

describe('ChartLine', () => {
  it('is an image named by its title and described by a summary written from the data', async () => {
    render(<ChartLine title="Submissions this week" labels={labels} series={series} labelHeader="Day" />);
    const chart = screen.getByRole('img', { name: 'Submissions this week' });
    expect(chart).toHaveAccessibleDescription(
      'Submissions: 12 on Mon to 25 on Thu, highest 30 on Tue. Accepted: 5 on Mon to 20 on Thu, highest 20 on Thu.',
    );
    expect(within(screen.getByRole('list', { name: 'Legend' })).getAllByRole('listitem')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('offers the same numbers as a table, shown on request', async () => {
    render(<ChartLine title="Submissions this week" labels={labels} series={series} labelHeader="Day" />);
    const table = screen.getByRole('table', { name: 'Submissions this week: data' });
    expect(within(table).getByRole('columnheader', { name: 'Accepted' })).toBeInTheDocument();
    const tuesday = within(table).getByRole('row', { name: /Tue/ });
    expect(
      within(tuesday)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '14']);

    const toggle = screen.getByRole('button', { name: 'Show data table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data table' })).toHaveAttribute('aria-expanded', 'true');
  });
});
