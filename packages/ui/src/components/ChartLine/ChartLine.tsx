import { maxIndex } from 'd3-array';
import { lazy } from 'react';
import { ChartFrame, formatChartValue, LazyDrawing } from '../ChartFrame/ChartFrame';
import { seriesColor } from '../ChartFrame/seriesColors';

const ChartLineDrawing = lazy(() => import('./ChartLineDrawing'));

export interface ChartLineSeries {
  /** Name in the legend and the data table, e.g. "Submissions". */
  name: string;
  /** One value per label, in the same order. */
  values: readonly number[];
}

export interface ChartLineProps {
  /** The chart's name (heading and accessible name). */
  title: string;
  /** The x axis categories in order, e.g. days. */
  labels: readonly string[];
  /** One line per series. */
  series: readonly ChartLineSeries[];
  /** Heading of the label column in the data table. @default 'Label' */
  labelHeader?: string;
  /** What the chart shows, in words; written from the data when left out. */
  summary?: string;
  /** Drawing width in SVG units; the chart scales to its container. @default 600 */
  width?: number;
  /** Drawing height in SVG units. @default 240 */
  height?: number;
}

/** A line chart (d3-scale + d3-shape, drawn by a chunk of its own) with a legend, a text summary and a data table. */
export function ChartLine({
  title,
  labels,
  series,
  labelHeader = 'Label',
  summary,
  width = 600,
  height = 240,
}: ChartLineProps) {
  return (
    <ChartFrame
      title={title}
      summary={summary ?? lineSummary(labels, series)}
      legend={series.map((item, index) => ({ label: item.name, color: seriesColor(index) }))}
      table={{
        rowHeader: labelHeader,
        columns: series.map((item) => item.name),
        rows: labels.map((label, index) => ({
          label,
          values: series.map((item) => item.values[index] ?? ''),
        })),
      }}
    >
      {(describedBy) => (
        // The lines (d3-scale and d3-shape) are a chunk of their own.
        <LazyDrawing viewBox={`0 0 ${width} ${height}`} title={title} describedBy={describedBy}>
          <ChartLineDrawing
            labels={labels}
            series={series}
            width={width}
            height={height}
            title={title}
            describedBy={describedBy}
          />
        </LazyDrawing>
      )}
    </ChartFrame>
  );
}

function lineSummary(labels: readonly string[], series: readonly ChartLineSeries[]): string {
  if (labels.length === 0 || series.length === 0) return 'No data.';
  const first = labels[0];
  const last = labels[labels.length - 1];
  return series
    .map((item) => {
      const peak = maxIndex(item.values);
      const start = item.values[0] ?? 0;
      const end = item.values[labels.length - 1] ?? 0;
      return `${item.name}: ${formatChartValue(start)} on ${first} to ${formatChartValue(end)} on ${last}, highest ${formatChartValue(item.values[peak] ?? 0)} on ${labels[peak]}.`;
    })
    .join(' ');
}
