import { FILTER_RANGES } from '@learnforge/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from '../Select';
import { TextField } from '../TextField';
import { FilterBar } from './FilterBar';
import { RangeChips } from './RangeChips';

function ScoreFilters({ onClear }: { onClear: () => void }) {
  const [score, setScore] = useState<string[]>([]);
  const [percent, setPercent] = useState<string[]>(['0-25']);
  return (
    <FilterBar
      onClear={() => {
        setScore([]);
        setPercent([]);
        onClear();
      }}
    >
      <TextField label="Search students" type="search" size="small" />
      <Select
        label="Batch"
        size="small"
        options={[
          { value: 'dsa-12', label: 'DSA Batch 12' },
          { value: 'web-3', label: 'Web Batch 3' },
        ]}
      />
      <RangeChips label="Score" ranges={FILTER_RANGES.set1} value={score} onValueChange={setScore} />
      <RangeChips
        label="Percentile"
        ranges={FILTER_RANGES.set3}
        value={percent}
        onValueChange={setPercent}
        multiple
      />
    </FilterBar>
  );
}

const meta = {
  title: 'Data display/FilterBar',
  component: FilterBar,
  args: { onClear: fn(), children: null },
  render: (args) => <ScoreFilters onClear={args.onClear ?? (() => undefined)} />,
} satisfies Meta<typeof FilterBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Range chips from 000 §9: one score range at a time, several percentile ranges. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const score = canvas.getByRole('group', { name: 'Score' });
    await userEvent.click(within(score).getByRole('button', { name: '500-1000' }));
    await expect(within(score).getByRole('button', { name: '500-1000' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(score).getByRole('button', { name: '1000-2000' }));
    await expect(within(score).getByRole('button', { name: '500-1000' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    const percentile = canvas.getByRole('group', { name: 'Percentile' });
    await userEvent.click(within(percentile).getByRole('button', { name: '76-100' }));
    await expect(within(percentile).getByRole('button', { name: '0-25' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(within(percentile).getByRole('button', { name: '76-100' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(within(percentile).getByRole('button', { name: '0-25' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  },
};

export const AllRangeSets: Story = {
  render: () => (
    <FilterBar>
      <RangeChips
        label="Score"
        ranges={FILTER_RANGES.set1}
        value={['1000-2000']}
        onValueChange={() => undefined}
      />
      <RangeChips
        label="Problems solved"
        ranges={FILTER_RANGES.set2}
        value={['300+']}
        onValueChange={() => undefined}
      />
      <RangeChips label="Percentile" ranges={FILTER_RANGES.set3} value={[]} onValueChange={() => undefined} />
    </FilterBar>
  ),
};
