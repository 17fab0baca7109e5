import { maxIndex, minIndex, sum } from 'd3-array';
import { lazy } from 'react';
import { ChartFrame, formatChartValue, LazyDrawing } from '../ChartFrame/ChartFrame';

const ChartBarDrawing = lazy(() => import('./ChartBarDrawing'));

export interface ChartBarDatum {
  /** The category, e.g. a batch or a score range. */
  label: string;
  value: number;
}

export interface ChartBarProps {
  /** The chart's name (heading and accessible name). */
  title: string;
  /** One bar per item, in order. */
  data: readonly ChartBarDatum[];
  /** Heading of the label column in the data table. @default 'Label' */
  labelHeader?: string;
  /** Heading of the value column in the data table. @default 'Value' */
  valueHeader?: string;
  /** What the chart shows, in words; written from the data when left out. */
  summary?: string;
  /** Drawing width in SVG units; the chart scales to its container. @default 600 */
  width?: number;
  /** Drawing height in SVG units. @default 240 */
  height?: number;
}

/** A vertical bar chart (d3-scale) with a text summary and a data table. */
export function ChartBar({
  title,
  data,
  labelHeader = 'Label',
  valueHeader = 'Value',
  summary,
  width = 600,
  height = 240,
}: ChartBarProps) {
  return (
    <ChartFrame
      title={title}
      summary={summary ?? barSummary(data)}
      table={{
        rowHeader: labelHeader,
        columns: [valueHeader],
        rows: data.map((item) => ({ label: item.label, values: [item.value] })),
      }}
    >
      {(describedBy) => (
        // The bars (d3-scale, about 12 KiB gz) are a chunk of their own.
        <LazyDrawing viewBox={`0 0 ${width} ${height}`} title={title} describedBy={describedBy}>
          <ChartBarDrawing
            data={data}
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

function barSummary(data: readonly ChartBarDatum[]): string {
  if (data.length === 0) return 'No data.';
  const highest = data[maxIndex(data, (item) => item.value)];
  const lowest = data[minIndex(data, (item) => item.value)];
  const total = sum(data, (item) => item.value);
  // A tie is said as one, rather than naming a "highest" and a "lowest" that are the same value.
  if (highest?.value === lowest?.value)
    return `${data.length} bars, all ${formatChartValue(highest?.value ?? 0)}. Total ${formatChartValue(total)}.`;
  return `${data.length} bars. Highest: ${highest?.label} (${formatChartValue(highest?.value ?? 0)}); lowest: ${lowest?.label} (${formatChartValue(lowest?.value ?? 0)}). Total ${formatChartValue(total)}.`;
}
