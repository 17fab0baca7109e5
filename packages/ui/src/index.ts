export * from './components/Box';
export {
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeNames,
  useTheme,
} from './theme/ThemeProvider';
export { darkTheme } from './theme/themes/dark.css';
export { lightTheme } from './theme/themes/light.css';
