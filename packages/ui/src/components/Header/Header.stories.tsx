import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { Link } from '../Link';
import { Header } from './Header';

const nav = (
  <>
    <Link href="#courses" tone="neutral" underline="hover">
      Courses
    </Link>
    <Link href="#problems" tone="neutral" underline="hover">
      Practice
    </Link>
    <Link href="#contests" tone="neutral" underline="hover">
      Contests
    </Link>
    <Link href="#jobs" tone="neutral" underline="hover">
      Jobs
    </Link>
  </>
);

const meta = {
  title: 'Layout/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: (
      <Link href="#home" tone="neutral" underline="hover" weight="strong">
        Learnforge
      </Link>
    ),
    nav,
    actions: (
      <>
        <IconButton label="Search" icon={<SearchIcon />} />
        <Avatar name="Asha Rao" size="small" />
      </>
    ),
  },
  argTypes: { brand: { control: false }, nav: { control: false }, actions: { control: false } },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const navigation = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(navigation).getAllByRole('link')).toHaveLength(4);
    await expect(canvas.getByRole('banner')).toContainElement(canvas.getByRole('button', { name: 'Search' }));
  },
};

export const LoggedOut: Story = {
  args: {
    actions: (
      <>
        <Button variant="ghost" tone="neutral">
          Log in
        </Button>
        <Button>Sign up</Button>
      </>
    ),
  },
};

export const BrandOnly: Story = { args: { nav: undefined, actions: undefined } };
