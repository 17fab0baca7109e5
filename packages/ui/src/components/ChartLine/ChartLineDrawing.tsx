import { CHART_MARGINS } from '@learnforge/domain';
import { max, min } from 'd3-array';
import { scaleLinear, scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { CategoryAxis, ChartImage, ValueAxis } from '../ChartFrame/ChartFrame';
import { seriesColor } from '../ChartFrame/seriesColors';

interface ChartLineDrawingProps {
  labels: readonly string[];
  series: readonly { name: string; values: readonly number[] }[];
  width: number;
  height: number;
  /** The image's accessible name (the chart's title). */
  title: string;
  /** The id of the chart's summary. */
  describedBy: string;
}

/** The lines and axes of `ChartLine`, loaded on their own so a page's first render does without d3-scale and d3-shape. */
export default function ChartLineDrawing({
  labels,
  series,
  width,
  height,
  title,
  describedBy,
}: ChartLineDrawingProps) {
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
  );
}
