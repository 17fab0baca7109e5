import { createTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { lightColors, lightShadows } from './palettes';
import { sharedTokens } from './shared';

/** Light theme class name: put it on a root element (ThemeProvider does) to fill `vars` for everything inside. */
export const lightTheme = createTheme(vars, { ...sharedTokens, color: lightColors, shadow: lightShadows });
