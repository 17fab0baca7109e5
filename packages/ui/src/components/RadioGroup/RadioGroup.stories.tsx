import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Organization type',
    name: 'organization-type',
    options: [
      { value: 'company', label: 'Company' },
      { value: 'institute', label: 'Institute' },
    ],
    onValueChange: fn(),
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] } },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Institute' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('institute');
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('radio', { name: 'Company' })).toBeChecked();
  },
};

export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'company' } };

export const WithError: Story = { args: { error: 'Choose one', hint: 'This sets which reports you see.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'institute' } };
