import { sum } from 'd3-array';
import { arc, type PieArcDatum, pie } from 'd3-shape';
import { ChartFrame, ChartImage, formatChartValue } from '../ChartFrame/ChartFrame';
import { seriesColor, toneColor } from '../ChartFrame/seriesColors';
import * as styles from './ChartDonut.css';

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

/** A donut chart (d3-shape pie + arc) with a legend, a text summary and a data table with shares. */
export function ChartDonut({
  title,
  data,
  labelHeader = 'Label',
  centerLabel,
  summary,
  size = 220,
}: ChartDonutProps) {
  const total = sum(data, (item) => item.value);
  const radius = size / 2;
  const slices = pie<ChartDonutDatum>()
    .sort(null)
    .value((item) => Math.max(0, item.value))(data as ChartDonutDatum[]);
  const segment = arc<PieArcDatum<ChartDonutDatum>>()
    .innerRadius(radius * 0.6)
    .outerRadius(radius - 2)
    .padAngle(data.length > 1 ? 0.01 : 0);

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
        <ChartImage
          style={{ maxWidth: size }}
          viewBox={`${-radius} ${-radius} ${size} ${size}`}
          title={title}
          describedBy={describedBy}
        >
          <g>
            {slices.map((slice, index) => (
              <path
                key={slice.data.label}
                d={segment(slice) ?? ''}
                fill={slice.data.tone ? toneColor(slice.data.tone) : seriesColor(index)}
              />
            ))}
            <text className={styles.centerLabel} textAnchor="middle" dy="0.35em">
              {centerLabel ?? formatChartValue(total)}
            </text>
          </g>
        </ChartImage>
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
