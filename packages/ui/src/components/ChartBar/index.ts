export { ChartBar, type ChartBarDatum, type ChartBarProps } from './ChartBar';
