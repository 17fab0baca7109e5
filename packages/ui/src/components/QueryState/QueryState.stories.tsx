import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { QueryState } from './QueryState';

interface Report {
  students: string[];
}

const meta = {
  title: 'Feedback/QueryState',
  component: QueryState<Report>,
  args: {
    what: 'the report card',
    query: { data: { students: ['Asha Rao', 'Vikram Shah'] } },
    isEmpty: (data: Report) => data.students.length === 0,
    children: (data: Report) => (
      <ul>
        {data.students.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    ),
  },
  argTypes: { children: { control: false }, isEmpty: { control: false }, loading: { control: false } },
} satisfies Meta<typeof QueryState<Report>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { query: {} },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading the report card');
  },
};

export const Failed: Story = {
  args: {
    query: { error: { message: 'The server could not be reached' } },
    onRetry: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent(
      'The report card could not be loaded. The server could not be reached',
    );
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: {
    query: { data: { students: [] } },
    empty: {
      title: 'No students in this batch yet',
      description: 'Students appear here once they are granted a licence.',
      action: <Button variant="outline">Manage access</Button>,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'No students in this batch yet' }),
    ).toBeVisible();
  },
};
