import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../Link';
import { Footer } from './Footer';

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    links: (
      <>
        <Link href="#about">About</Link>
        <Link href="#privacy">Privacy</Link>
        <Link href="#terms">Terms</Link>
        <Link href="#contact">Contact</Link>
      </>
    ),
    legal: '© 2026 Learnforge',
  },
  argTypes: { links: { control: false } },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Learnforge');
    await expect(
      within(canvas.getByRole('navigation', { name: 'Footer' })).getAllByRole('link'),
    ).toHaveLength(4);
  },
};

export const LegalOnly: Story = { args: { links: undefined } };
