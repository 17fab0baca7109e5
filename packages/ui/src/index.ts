export * from './components/Avatar';
export * from './components/Badge';
export * from './components/Box';
export * from './components/Button';
export * from './components/Card';
export * from './components/ChartBar';
export * from './components/ChartDonut';
export * from './components/ChartLine';
export * from './components/Checkbox';
export * from './components/CodeEditor';
export * from './components/Combobox';
export * from './components/ConfirmDialog';
export * from './components/Countdown';
export * from './components/DateRangePicker';
export * from './components/DateTimeField';
export * from './components/Dialog';
export * from './components/DiffView';
export * from './components/EmptyState';
export * from './components/ErrorPage';
export * from './components/FileUpload';
export * from './components/FilterBar';
export * from './components/Footer';
export * from './components/Header';
export * from './components/IconButton';
export * from './components/LeaderboardTable';
export * from './components/Link';
export * from './components/MaintenancePage';
export * from './components/MarkdownView';
export * from './components/PageShell';
export * from './components/Pagination';
export * from './components/Progress';
export * from './components/QueryState';
export * from './components/QuestionPalette';
export * from './components/RadioGroup';
export * from './components/ReportTable';
export * from './components/RouteProgress';
export * from './components/Select';
export * from './components/Skeleton';
export * from './components/Spinner';
export * from './components/StatCard';
export * from './components/Stepper';
export * from './components/SubHeader';
export * from './components/Switch';
export * from './components/Tabs';
export * from './components/Tag';
export * from './components/TextArea';
export * from './components/TextField';
export * from './components/Toast';
export * from './components/Tooltip';
export * from './components/VideoPlayer';
export * from './icons';
export {
  type ThemeName,
  ThemeProvider,
  type ThemeProviderProps,
  themeNames,
  useTheme,
} from './theme/ThemeProvider';
export { darkTheme } from './theme/themes/dark.css';
export { lightTheme } from './theme/themes/light.css';
export { VisuallyHidden } from './utils/VisuallyHidden';
