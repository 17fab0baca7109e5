import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box } from '../components/Box';
import { vars } from './contract.css';

const tones = ['neutral', 'brandAccent', 'critical', 'caution', 'positive'] as const;

function ToneSwatches() {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      {tones.map((tone) => (
        <Box key={tone} display="flex" gap="small" flexWrap="wrap">
          <span
            style={{
              padding: '8px 12px',
              borderRadius: 8,
              background: vars.color.tone[tone],
              color: vars.color.onTone[tone],
            }}
          >
            {tone} on tone
          </span>
          <span
            style={{
              padding: '8px 12px',
              borderRadius: 8,
              background: vars.color.tone[`${tone}Hover`],
              color: vars.color.onTone[tone],
            }}
          >
            {tone} hover
          </span>
          <span
            style={{
              padding: '8px 12px',
              borderRadius: 8,
              background: vars.color.tone[`${tone}Soft`],
              color: vars.color.toneText[tone],
            }}
          >
            {tone} soft
          </span>
          <span style={{ padding: '8px 12px', color: vars.color.toneText[tone] }}>{tone} text</span>
        </Box>
      ))}
    </Box>
  );
}

function Surfaces() {
  const surfaces = ['page', 'raised', 'sunken', 'overlay', 'hover'] as const;
  return (
    <Box display="flex" gap="small" flexWrap="wrap">
      {surfaces.map((surface) => (
        <Box key={surface} background={surface} padding="large" borderRadius="medium" boxShadow="small">
          <Box as="p" margin="none" color="primary">
            surface.{surface}
          </Box>
          <Box as="p" margin="none" color="secondary">
            secondary text
          </Box>
          <Box as="p" margin="none" color="link">
            link text
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Scale() {
  const sizes = ['xsmall', 'small', 'standard', 'large', 'xlarge', 'xxlarge'] as const;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {sizes.map((size) => (
        <span key={size} style={{ fontSize: vars.font.size[size], lineHeight: vars.font.lineHeight[size] }}>
          font.size.{size}
        </span>
      ))}
    </Box>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  tags: ['dark-theme'],
  render: () => (
    <Box display="flex" flexDirection="column" gap="xlarge">
      <ToneSwatches />
      <Surfaces />
      <Scale />
    </Box>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour role with the text meant for it; the a11y test checks each pair for AA contrast. */
export const Palette: Story = {
  play: async ({ canvasElement, globals }) => {
    // Guards the dark test project: the toolbar global must reach the ThemeProvider.
    const themed = canvasElement.querySelector('[data-theme]');
    await expect(themed).toHaveAttribute('data-theme', globals.theme === 'dark' ? 'dark' : 'light');
  },
};
