export { ChartLine, type ChartLineProps, type ChartLineSeries } from './ChartLine';
