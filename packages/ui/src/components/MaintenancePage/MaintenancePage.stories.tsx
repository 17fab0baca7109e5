import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'Pages/MaintenancePage',
  component: MaintenancePage,
  args: { action: <Button onClick={() => undefined}>Try again</Button> },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof MaintenancePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Site under maintenance' }),
    ).toBeVisible();
  },
};

export const CustomMessage: Story = {
  args: { message: 'Contests resume at 18:00 IST.', action: undefined },
};
