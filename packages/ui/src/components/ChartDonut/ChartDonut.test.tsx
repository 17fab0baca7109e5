import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ChartDonut } from './ChartDonut';

const verdicts = [
  { label: 'Accepted', value: 60 },
  { label: 'Wrong answer', value: 30 },
  { label: 'Time limit', value: 10 },
];

describe('ChartDonut', () => {
  it('is an image described by each part and its share', async () => {
    render(<ChartDonut title="Verdicts" data={verdicts} labelHeader="Verdict" />);
    expect(screen.getByRole('img', { name: 'Verdicts' })).toHaveAccessibleDescription(
      'Total 100: Accepted 60 (60%), Wrong answer 30 (30%), Time limit 10 (10%).',
    );
    await expectNoAxeViolations();
  });

  it('colours a part by its tone when the colour means something, so "Absent" is never a success colour', async () => {
    const { container } = render(
      <ChartDonut
        title="Attendance"
        data={[
          { label: 'Attended', value: 3, tone: 'positive' },
          { label: 'Absent', value: 1, tone: 'critical' },
        ]}
      />,
    );
    // The segments are drawn by a chunk of their own, which can take over a second on a busy machine.
    await waitFor(() => expect(container.querySelectorAll('svg path')).toHaveLength(2));
    const fills = [...container.querySelectorAll('svg path')].map((path) => path.getAttribute('fill'));
    expect(fills[0]).toContain('positive');
    expect(fills[1]).toContain('critical');
  });

  it('gives value and share per part in its data table', () => {
    render(<ChartDonut title="Verdicts" data={verdicts} labelHeader="Verdict" />);
    const table = screen.getByRole('table', { name: 'Verdicts: data' });
    const wrong = within(table).getByRole('row', { name: /Wrong answer/ });
    expect(
      within(wrong)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['30', '30%']);
    expect(within(screen.getByRole('list', { name: 'Legend' })).getByText('Time limit')).toBeInTheDocument();
  });
});
