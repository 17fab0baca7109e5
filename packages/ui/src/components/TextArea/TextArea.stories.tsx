import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  args: { label: 'About you', hint: 'Shown on your public profile.' },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const field = within(canvasElement).getByRole('textbox', { name: 'About you' });
    await userEvent.type(field, 'I like graphs.');
    await expect(field).toHaveValue('I like graphs.');
  },
};

export const WithError: Story = { args: { error: 'Tell us a little about yourself' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Read-only bio' } };

function CountedBio() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="Feedback"
      maxLength={200}
      showCount
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
    />
  );
}

export const WithCharacterCount: Story = {
  render: () => <CountedBio />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Feedback' }), 'Great course');
    await expect(canvas.getByText('12 / 200')).toBeVisible();
  },
};
