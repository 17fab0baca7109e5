import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Tag, TagList } from './Tag';
import { tagTones } from './Tag.css';

const meta = {
  title: 'Data display/Tag',
  component: Tag,
  args: { children: 'Dynamic programming', tone: 'neutral' },
  argTypes: { tone: { control: 'inline-radio', options: tagTones } },
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <TagList aria-label="Tones">
      {tagTones.map((tone) => (
        <li key={tone}>
          <Tag {...args} tone={tone}>
            {tone}
          </Tag>
        </li>
      ))}
    </TagList>
  ),
};

export const Removable: Story = { args: { onRemove: () => undefined } };

export const RemovableDisabled: Story = { args: { onRemove: () => undefined, disabled: true } };

/** Long text is cut with an ellipsis inside its container. */
export const LongText: Story = {
  args: { children: 'Data structures and algorithms for competitive programming interviews' },
  decorators: [(Story) => <div style={{ maxWidth: 220 }}>{Story()}</div>],
};

function SkillTags() {
  const [skills, setSkills] = useState(['React', 'TypeScript', 'PostgreSQL']);
  return (
    <TagList aria-label="Your skills">
      {skills.map((skill) => (
        <li key={skill}>
          <Tag tone="brandAccent" onRemove={() => setSkills(skills.filter((other) => other !== skill))}>
            {skill}
          </Tag>
        </li>
      ))}
    </TagList>
  );
}

/** A person's skills; each can be removed. */
export const SkillList: Story = {
  render: () => <SkillTags />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove TypeScript' }));
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.queryByText('TypeScript')).toBeNull();
  },
};
