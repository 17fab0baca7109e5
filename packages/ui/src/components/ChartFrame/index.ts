export { type ChartDataTable, ChartFrame, type ChartFrameProps, formatChartValue } from './ChartFrame';
export { seriesColors } from './seriesColors';
