import { CHART_MARGINS } from '@learnforge/domain';
import { max, maxIndex, min, minIndex, sum } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CategoryAxis, ChartFrame, formatChartValue, ValueAxis } from '../ChartFrame/ChartFrame';
import { svg as svgClass } from '../ChartFrame/ChartFrame.css';
import { seriesColor } from '../ChartFrame/seriesColors';

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
  const { top, right, bottom, left } = CHART_MARGINS;
  const x = scaleBand<string>()
    .domain(data.map((item) => item.label))
    .range([left, width - right])
    .padding(0.25);
  const highest = Math.max(0, max(data, (item) => item.value) ?? 0);
  const lowest = Math.min(0, min(data, (item) => item.value) ?? 0);
  const y = scaleLinear()
    .domain([lowest, highest === lowest ? lowest + 1 : highest])
    .nice()
    .range([height - bottom, top]);
  const zero = y(0);

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
        <svg
          className={svgClass}
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={title}
          aria-describedby={describedBy}
        >
          <ValueAxis
            ticks={y.ticks(5).map((value) => ({ value, position: y(value) }))}
            left={left}
            right={width - right}
          />
          <g>
            {data.map((item) => (
              <rect
                key={item.label}
                x={x(item.label)}
                y={Math.min(y(item.value), zero)}
                width={x.bandwidth()}
                height={Math.abs(y(item.value) - zero)}
                fill={seriesColor(0)}
                rx={2}
              />
            ))}
          </g>
          <CategoryAxis
            labels={data.map((item) => ({
              label: item.label,
              position: (x(item.label) ?? 0) + x.bandwidth() / 2,
            }))}
            y={zero}
            left={left}
            right={width - right}
          />
        </svg>
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
