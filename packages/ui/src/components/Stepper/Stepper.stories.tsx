import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from './Stepper';

const meta = {
  title: 'Navigation/Stepper',
  component: Stepper,
  args: {
    label: 'Registration steps',
    current: 1,
    steps: [
      { label: 'Account', description: 'Email and password' },
      { label: 'Profile', description: 'College and skills' },
      { label: 'Survey' },
      { label: 'Done' },
    ],
  },
  argTypes: { orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] } },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Registration steps' });
    const items = within(list).getAllByRole('listitem');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[0]).toHaveTextContent('Account (completed)');
  },
};

export const Vertical: Story = { args: { orientation: 'vertical', current: 2 } };

export const AllDone: Story = { args: { current: 4 } };
