import { sum } from 'd3-array';
import { lazy } from 'react';
import { ChartFrame, formatChartValue, LazyDrawing } from '../ChartFrame/ChartFrame';
import { seriesColor, toneColor } from '../ChartFrame/seriesColors';

const ChartDonutDrawing = lazy(() => import('./ChartDonutDrawing'));

export interface ChartDonutDatum {
  /** The part, e.g. "Accepted" or "Wrong answer". */
  label: string;
  value: number;
  /** A colour that carries meaning (e.g. `critical` for "Absent"); by default the series order. */
  tone?: 'positive' | 'caution' | 'critical' | 'neutral';
}

export interface ChartDonutProps {
  /** The chart's name (heading and accessible name). */
  title: string;
  /** One segment per item, clockwise from the top, in order. */
  data: readonly ChartDonutDatum[];
  /** Heading of the label column in the data table. @default 'Label' */
  labelHeader?: string;
  /** Big text in the hole, e.g. the total. @default the total */
  centerLabel?: string;
  /** What the chart shows, in words; written from the data when left out. */
  summary?: string;
  /** Diameter in SVG units; the chart scales to its container. @default 220 */
  size?: number;
}

/** A donut chart (d3-shape pie + arc, drawn by a chunk of its own) with a legend, a text summary and a data table with shares. */
export function ChartDonut({
  title,
  data,
  labelHeader = 'Label',
  centerLabel,
  summary,
  size = 220,
}: ChartDonutProps) {
  const total = sum(data, (item) => item.value);
  return (
    <ChartFrame
      title={title}
      summary={summary ?? donutSummary(data, total)}
      legend={data.map((item, index) => ({
        label: item.label,
        color: item.tone ? toneColor(item.tone) : seriesColor(index),
      }))}
      table={{
        rowHeader: labelHeader,
        columns: ['Value', 'Share'],
        rows: data.map((item) => ({ label: item.label, values: [item.value, share(item.value, total)] })),
      }}
    >
      {(describedBy) => (
        // The segments (d3-shape) are a chunk of their own.
        <LazyDrawing
          style={{ maxWidth: size }}
          viewBox={`${-size / 2} ${-size / 2} ${size} ${size}`}
          title={title}
          describedBy={describedBy}
        >
          <ChartDonutDrawing
            data={data}
            size={size}
            centerLabel={centerLabel ?? formatChartValue(total)}
            title={title}
            describedBy={describedBy}
          />
        </LazyDrawing>
      )}
    </ChartFrame>
  );
}

function share(value: number, total: number): string {
  return total > 0 ? `${Math.round((value / total) * 1000) / 10}%` : '0%';
}

function donutSummary(data: readonly ChartDonutDatum[], total: number): string {
  if (data.length === 0 || total <= 0) return 'No data.';
  const parts = data.map(
    (item) => `${item.label} ${formatChartValue(item.value)} (${share(item.value, total)})`,
  );
  return `Total ${formatChartValue(total)}: ${parts.join(', ')}.`;
}
