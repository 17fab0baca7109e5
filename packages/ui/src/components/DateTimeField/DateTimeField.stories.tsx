import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { DateTimeField } from './DateTimeField';
import { formatDateTime, hourCycles } from './dateTime';

const meta = {
  title: 'Forms/DateTimeField',
  component: DateTimeField,
  args: { label: 'Live class starts at', defaultValue: '2026-12-01T18:30', hourCycle: 12 },
  argTypes: { hourCycle: { control: 'inline-radio', options: hourCycles } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof DateTimeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TwentyFourHour: Story = { args: { hourCycle: 24, label: 'Contest ends at' } };

export const Empty: Story = { args: { defaultValue: undefined, hint: 'In your local time' } };

export const WithError: Story = {
  args: { error: 'The class must start in the future', required: true },
};

export const Disabled: Story = { args: { disabled: true } };

function ScheduleForm() {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <DateTimeField label="Starts at" value={value} onValueChange={setValue} />
      <p>{value ? `Scheduled for ${formatDateTime(value, 12)}` : 'Not scheduled'}</p>
    </div>
  );
}

/** Choosing 7:30 PM gives 19:30. */
export const Scheduling: Story = {
  render: () => <ScheduleForm />,
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Starts at' });
    fireEvent.change(within(group).getByLabelText('Date'), { target: { value: '2026-12-01' } });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Hour' }), '7');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Minute' }), '30');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'AM or PM' }), 'PM');
    await expect(within(canvasElement).getByText('Scheduled for 1 Dec 2026, 7:30 PM')).toBeVisible();
  },
};
