import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DiffView } from './DiffView';

const statementBefore = `## Two Sum

Given an array of integers nums and an integer target,
return the indices of the two numbers that add up to target.

Constraints:
- 2 <= nums.length <= 10^4
- Each input has exactly one solution.
`;

const statementAfter = `## Two Sum

Given an array of integers nums and an integer target,
return the indices of the two distinct numbers that add up to target.

Constraints:
- 2 <= nums.length <= 10^5
- -10^9 <= nums[i] <= 10^9
- Each input has exactly one solution.
`;

const longBefore = Array.from(
  { length: 30 },
  (_, index) => `Lesson ${index + 1}: Arrays part ${index + 1}`,
).join('\n');
const longAfter = longBefore.replace('Lesson 15: Arrays part 15', 'Lesson 15: Hash maps');

const meta = {
  title: 'Data display/DiffView',
  tags: ['dark-theme'],
  component: DiffView,
  args: {
    before: statementBefore,
    after: statementAfter,
    beforeLabel: 'Revision 3',
    afterLabel: 'Revision 4',
  },
  argTypes: { contextLines: { control: { type: 'number', min: 0, max: 10 } } },
  decorators: [(Story) => <div style={{ maxWidth: 960 }}>{Story()}</div>],
} satisfies Meta<typeof DiffView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A problem statement between two revisions: edited lines face each other, changed words are marked. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Changes from Revision 3 to Revision 4' })).toBeVisible();
    await expect(canvas.getByText('3 lines added')).toBeVisible();
    await expect(canvas.getByText('2 lines removed')).toBeVisible();
  },
};

/** One field of an edit-history entry. */
export const EditedField: Story = {
  args: { before: 'price: 4999', after: 'price: 3999', beforeLabel: 'Before', afterLabel: 'After' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('del')).toHaveTextContent('Removed: price: 4999');
    await expect(canvasElement.querySelector('ins')).toHaveTextContent('Added: price: 3999');
  },
};

export const OnlyAdded: Story = {
  args: {
    before: '',
    after: 'Batch starts on Monday.\nBring a laptop.',
    beforeLabel: 'Empty',
    afterLabel: 'New',
  },
};

export const OnlyRemoved: Story = {
  args: { before: 'Old syllabus line\nAnother old line', after: '', beforeLabel: 'Old', afterLabel: 'Empty' },
};

export const NoChanges: Story = {
  args: { before: statementBefore, after: statementBefore },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No changes')).toBeVisible();
  },
};

/** A long text with one edit: unchanged runs fold, and a button shows them. */
export const FoldedContext: Story = {
  args: {
    before: longBefore,
    after: longAfter,
    contextLines: 2,
    beforeLabel: 'Draft',
    afterLabel: 'Published',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText('Lesson 1: Arrays part 1')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show 12 unchanged lines' }));
    await expect(canvas.getAllByText('Lesson 1: Arrays part 1')).toHaveLength(2);
  },
};

/** Long lines wrap inside their side instead of scrolling the page sideways. */
export const LongLines: Story = {
  args: {
    before: `description: ${'A course on graphs, trees and dynamic programming. '.repeat(4)}`,
    after: `description: ${'A course on graphs, trees and greedy algorithms. '.repeat(4)}`,
  },
};
