export { ChartDonut, type ChartDonutDatum, type ChartDonutProps } from './ChartDonut';
