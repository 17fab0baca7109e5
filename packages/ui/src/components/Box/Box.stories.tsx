import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from './Box';

const meta = {
  title: 'Foundations/Box',
  component: Box,
  args: { padding: 'large', background: 'brandAccentSoft', color: 'brandAccent', borderRadius: 'medium' },
  render: (args) => (
    <Box {...args}>
      <Box as="p" margin="none">
        A Box styled only with sprinkles.
      </Box>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('A Box styled only with sprinkles.')).toBeVisible();
  },
};

/** Responsive values: a column on mobile, a row from tablet up. */
export const ResponsiveStack: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ mobile: 'column', tablet: 'row' }} gap="medium">
      {['One', 'Two', 'Three'].map((label) => (
        <Box key={label} padding="medium" background="sunken" borderRadius="small">
          {label}
        </Box>
      ))}
    </Box>
  ),
};
