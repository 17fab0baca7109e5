import type { QuestionPaletteStatus } from '@learnforge/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { QuestionPalette, type QuestionPaletteItem, questionPaletteStatuses } from './QuestionPalette';

const statuses: QuestionPaletteStatus[] = [
  'answered',
  'answered',
  'not_answered',
  'marked',
  'answered_and_marked',
  'answered',
  'not_answered',
  'not_visited',
  'not_visited',
  'not_visited',
  'not_visited',
  'not_visited',
];
const questions: QuestionPaletteItem[] = statuses.map((status, index) => ({ id: `q${index + 1}`, status }));

const meta = {
  title: 'Quiz/QuestionPalette',
  component: QuestionPalette,
  args: { questions, currentId: 'q7' },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof QuestionPalette>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** One question in each state. */
export const AllStates: Story = {
  args: {
    questions: questionPaletteStatuses.map((status, index) => ({ id: index + 1, status })),
    currentId: 1,
  },
};

export const NotStarted: Story = {
  args: { questions: questions.map((question) => ({ ...question, status: 'not_visited' })), currentId: 'q1' },
};

export const WithoutLegend: Story = { args: { showLegend: false } };

function NavigablePalette() {
  const [current, setCurrent] = useState<string | number>('q1');
  return <QuestionPalette questions={questions} currentId={current} onSelect={(id) => setCurrent(id)} />;
}

/** Picking a question makes it the current one. */
export const Navigation: Story = {
  render: () => <NavigablePalette />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fifth = canvas.getByRole('button', { name: 'Question 5, answered and marked for review' });
    await userEvent.click(fifth);
    await expect(fifth).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Question 1, answered' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};
