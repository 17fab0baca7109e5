import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { ChartBar } from './ChartBar';

const scoreBands = [
  { label: '0-25', value: 14 },
  { label: '25-50', value: 40 },
  { label: '50-100', value: 66 },
];

describe('ChartBar', () => {
  it('is an image described by its highest, lowest and total', async () => {
    render(
      <ChartBar title="Students by score" data={scoreBands} labelHeader="Score" valueHeader="Students" />,
    );
    expect(screen.getByRole('img', { name: 'Students by score' })).toHaveAccessibleDescription(
      '3 bars. Highest: 50-100 (66); lowest: 0-25 (14). Total 120.',
    );
    await expectNoAxeViolations();
  });

  it('lists every bar in its data table', () => {
    render(
      <ChartBar title="Students by score" data={scoreBands} labelHeader="Score" valueHeader="Students" />,
    );
    const table = screen.getByRole('table', { name: 'Students by score: data' });
    expect(within(table).getByRole('columnheader', { name: 'Students' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual(['0-25', '25-50', '50-100']);
  });

  it('compares the values it shows: close values keep their decimals, and a tie is said as one', () => {
    render(
      <ChartBar
        title="Average progress by batch"
        data={[
          { label: 'DSA Institute 2026', value: 47.5 },
          { label: 'DSA Weekend 2026', value: 47.9 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Average progress by batch' })).toHaveAccessibleDescription(
      '2 bars. Highest: DSA Weekend 2026 (47.9); lowest: DSA Institute 2026 (47.5). Total 95.4.',
    );
    render(
      <ChartBar
        title="Tied"
        data={[
          { label: 'A', value: 10 },
          { label: 'B', value: 10 },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'Tied' })).toHaveAccessibleDescription(
      '2 bars, all 10. Total 20.',
    );
  });

  it('says when there is nothing to show', () => {
    render(<ChartBar title="Students by score" data={[]} />);
    expect(screen.getByRole('img', { name: 'Students by score' })).toHaveAccessibleDescription('No data.');
  });
});
