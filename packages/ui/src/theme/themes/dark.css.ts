import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { darkColors, darkShadows } from './palettes';
import { sharedTokens } from './shared';

/** Dark theme class name: put it on a root element (ThemeProvider does) to fill `vars` for everything inside. */
export const darkTheme = createTheme(vars, { ...sharedTokens, color: darkColors, shadow: darkShadows });
