import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Card } from '../Card';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { Link } from '../Link';
import { SubHeader } from '../SubHeader';
import { PageShell } from './PageShell';

const header = (
  <Header
    brand={
      <Link href="#home" tone="neutral" underline="hover" weight="strong">
        Learnforge
      </Link>
    }
    nav={
      <>
        <Link href="#courses" tone="neutral" underline="hover">
          Courses
        </Link>
        <Link href="#problems" tone="neutral" underline="hover">
          Practice
        </Link>
      </>
    }
    actions={<Button size="small">Sign up</Button>}
  />
);

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  parameters: { layout: 'fullscreen' },
  args: {
    header,
    subHeader: <SubHeader title="Courses" description="Learn at your own pace" />,
    footer: <Footer legal="© 2026 Learnforge" />,
    children: (
      <Card title="Data Structures and Algorithms">
        <p style={{ margin: 0 }}>42 lessons · 120 problems</p>
      </Card>
    ),
  },
  argTypes: {
    header: { control: false },
    subHeader: { control: false },
    footer: { control: false },
    children: { control: false },
  },
} satisfies Meta<typeof PageShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** Only a main area: nothing else is rendered. */
export const MainOnly: Story = {
  args: { header: undefined, subHeader: undefined, footer: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.queryByRole('banner')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
  },
};

export const Fluid: Story = { args: { fluid: true, subHeader: undefined } };
