import { CHART_MARGINS } from '@learnforge/domain';
import { max, maxIndex, min } from 'd3-array';
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { CategoryAxis, ChartFrame, ChartImage, formatChartValue, ValueAxis } from '../ChartFrame/ChartFrame';
import { seriesColor } from '../ChartFrame/seriesColors';

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

/** A line chart (d3-scale + d3-shape) with a legend, a text summary and a data table. */
export function ChartLine({
  title,
  labels,
  series,
  labelHeader = 'Label',
  summary,
  width = 600,
  height = 240,
}: ChartLineProps) {
  const { top, right, bottom, left } = CHART_MARGINS;
  const x = scalePoint<string>()
    .domain(labels)
    .range([left, width - right])
    .padding(0.3);
  const highest = max(series, (item) => max(item.values)) ?? 0;
  const lowest = Math.min(0, min(series, (item) => min(item.values)) ?? 0);
  const y = scaleLinear()
    .domain([lowest, highest === lowest ? lowest + 1 : highest])
    .nice()
    .range([height - bottom, top]);
  const path = line<number>()
    .x((_, index) => x(labels[index] ?? '') ?? left)
    .y((value) => y(value));

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
        <ChartImage viewBox={`0 0 ${width} ${height}`} title={title} describedBy={describedBy}>
          <ValueAxis
            ticks={y.ticks(5).map((value) => ({ value, position: y(value) }))}
            left={left}
            right={width - right}
          />
          <CategoryAxis
            labels={labels.map((label) => ({ label, position: x(label) ?? left }))}
            y={height - bottom}
            left={left}
            right={width - right}
          />
          {series.map((item, index) => (
            <g key={item.name}>
              <path
                d={path(item.values.slice(0, labels.length)) ?? ''}
                fill="none"
                stroke={seriesColor(index)}
                strokeWidth={2}
              />
              {item.values.slice(0, labels.length).map((value, valueIndex) => (
                <circle
                  // biome-ignore lint/suspicious/noArrayIndexKey: a point's place in the series is its identity.
                  key={valueIndex}
                  cx={x(labels[valueIndex] ?? '') ?? left}
                  cy={y(value)}
                  r={3}
                  fill={seriesColor(index)}
                />
              ))}
            </g>
          ))}
        </ChartImage>
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
