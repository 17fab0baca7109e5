import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentPropsWithRef } from 'react';
import { expect, within } from 'storybook/test';
import { Link } from './Link';
import { linkTones } from './Link.css';

const meta = {
  title: 'Actions/Link',
  component: Link,
  args: { href: '#courses', children: 'Browse courses' },
  argTypes: { tone: { control: 'inline-radio', options: linkTones } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Tones: Story = {
  render: (args) => (
    <p>
      {linkTones.map((tone) => (
        <span key={tone} style={{ marginRight: 16 }}>
          <Link {...args} tone={tone}>
            {tone} link
          </Link>
        </span>
      ))}
    </p>
  ),
};

export const External: Story = {
  args: { href: 'https://example.org/syllabus.pdf', external: true, children: 'Download syllabus' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Download syllabus (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

function FakeRouterLink({ to, ...props }: ComponentPropsWithRef<'a'> & { to: string }) {
  return <a {...props} href={`#${to}`} />;
}

/** Apps pass their router's Link through `as`; the kit keeps the styling. */
export const AsRouterLink: Story = {
  render: () => (
    <Link as={FakeRouterLink} to="/problems">
      Practice problems
    </Link>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Practice problems' })).toHaveAttribute(
      'href',
      '#/problems',
    );
  },
};
