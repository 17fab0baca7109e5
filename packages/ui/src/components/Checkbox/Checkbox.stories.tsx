import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'Show only unanswered questions' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: 'Show only unanswered questions' });
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = { args: { label: 'Select all students', indeterminate: true } };

export const WithDescription: Story = {
  args: { description: 'Answered questions are hidden from the palette.' },
};

export const WithError: Story = {
  args: { label: 'I accept the terms', error: 'Accept the terms to continue' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox', { name: 'I accept the terms' })).toBeInvalid();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
