import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'Pages/ErrorPage',
  component: ErrorPage,
  args: {
    status: 404,
    message: 'The page you are looking for was moved or never existed.',
    action: <Button>Go to home</Button>,
  },
  argTypes: { action: { control: false } },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to home' })).toBeVisible();
  },
};

/** A 403 on a route's data becomes this page-level access error. */
export const AccessDenied: Story = {
  args: { status: 403, message: 'This report belongs to another organization.' },
};

export const ServerError: Story = {
  args: { status: 500, message: 'Please try again in a moment.', action: <Button>Try again</Button> },
};

export const WithoutStatus: Story = { args: { status: undefined, title: 'This contest has ended' } };
