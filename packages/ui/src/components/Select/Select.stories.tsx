import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const languages = [
  { value: 'cpp', label: 'C++' },
  { value: 'python', label: 'Python' },
  { value: 'javascript', label: 'JavaScript' },
  { value: 'java', label: 'Java' },
] as const;

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: { label: 'Language', options: languages, placeholder: 'Choose a language', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Language' });
    await userEvent.selectOptions(select, 'Python');
    await expect(select).toHaveValue('python');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

export const WithHint: Story = { args: { hint: 'You can switch later in the editor.' } };

export const WithError: Story = { args: { error: 'Choose a language', required: true } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'java' } };
