import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateRangePicker, type DateRangeValue, dateRangeValueFor } from './DateRangePicker';

// A fixed "today" keeps the story and its assertions the same every day.
const today = new Date(2026, 4, 31, 10, 0, 0);

function Stateful({
  initial,
  onValueChange,
}: {
  initial: DateRangeValue;
  onValueChange: (value: DateRangeValue) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DateRangePicker
      value={value}
      now={today}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Forms/DateRangePicker',
  component: DateRangePicker,
  args: { value: dateRangeValueFor('Last 7 Days', today), onValueChange: fn(), now: today },
  render: (args) => <Stateful initial={args.value} onValueChange={args.onValueChange} />,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const presets = canvas.getByRole('combobox', { name: 'Date range' });
    await expect(within(presets).getAllByRole('option')).toHaveLength(11);
    await userEvent.selectOptions(presets, 'Last Month');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      preset: 'Last Month',
      from: '2026-04-01',
      to: '2026-04-30',
    });
    await expect(canvas.getByText('2026-04-01 to 2026-04-30')).toBeVisible();
  },
};

export const CustomRange: Story = {
  args: { value: { preset: 'Custom Range', from: '2026-05-01', to: '2026-05-15' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const to = canvas.getByLabelText('To');
    await userEvent.clear(to);
    await userEvent.type(to, '2026-05-20');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({
      preset: 'Custom Range',
      from: '2026-05-01',
      to: '2026-05-20',
    });
  },
};

export const Today: Story = { args: { value: dateRangeValueFor('Today', today) } };
