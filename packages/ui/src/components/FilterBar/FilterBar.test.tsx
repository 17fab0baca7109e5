import { FILTER_RANGES } from '@learnforge/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { FilterBar } from './FilterBar';
import { RangeChips } from './RangeChips';

describe('FilterBar and RangeChips', () => {
  it('shows the ranges of 000 §9 as toggle buttons in a named group', async () => {
    const onValueChange = vi.fn();
    const onClear = vi.fn();
    render(
      <FilterBar onClear={onClear}>
        <RangeChips
          label="Problems solved"
          ranges={FILTER_RANGES.set2}
          value={['50-100']}
          onValueChange={onValueChange}
        />
      </FilterBar>,
    );
    const group = within(screen.getByRole('region', { name: 'Filters' })).getByRole('group', {
      name: 'Problems solved',
    });
    const labels = within(group)
      .getAllByRole('button')
      .map((chip) => chip.textContent);
    expect(labels).toEqual(['50-100', '100-200', '200-300', '300+']);
    expect(within(group).getByRole('button', { name: '50-100' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: '300+' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['300+']);
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClear).toHaveBeenCalledTimes(1);
    await expectNoAxeViolations();
  });

  it('adds and removes ranges when several are allowed', async () => {
    const onValueChange = vi.fn();
    render(
      <RangeChips
        label="Percentile"
        ranges={FILTER_RANGES.set3}
        value={['0-25']}
        onValueChange={onValueChange}
        multiple
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '26-50' }));
    expect(onValueChange).toHaveBeenLastCalledWith(['0-25', '26-50']);
    await userEvent.click(screen.getByRole('button', { name: '0-25' }));
    expect(onValueChange).toHaveBeenLastCalledWith([]);
  });
});
