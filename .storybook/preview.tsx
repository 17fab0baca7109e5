import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { type ThemeName, ThemeProvider } from '../packages/ui/src';

// A play function's findBy and waitFor give up after 1 s by default. In CI the stories run beside the server suites
// and the browser suite on two cores, where a lazy chunk or a re-render takes several seconds: a wait ends as soon as
// its condition holds, so the longer limit costs nothing when the machine is quiet.
configure({ asyncUtilTimeout: 30_000 });

const withTheme: Decorator = (Story, context) => {
  const theme: ThemeName = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <ThemeProvider theme={theme}>
      <Story />
    </ThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is an accessibility test: any axe violation fails it, in light and in dark.
    a11y: { test: 'error' },
  },
  tags: ['autodocs'],
};

export default preview;
