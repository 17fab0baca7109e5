import { CHART_MARGINS } from '@learnforge/domain';
import { max, min } from 'd3-array';
import { scaleBand, scaleLinear } from 'd3-scale';
import { CategoryAxis, ChartImage, ValueAxis } from '../ChartFrame/ChartFrame';
import { seriesColor } from '../ChartFrame/seriesColors';

interface ChartBarDrawingProps {
  data: readonly { label: string; value: number }[];
  width: number;
  height: number;
  /** The image's accessible name (the chart's title). */
  title: string;
  /** The id of the chart's summary. */
  describedBy: string;
}

/** The bars and axes of `ChartBar`, loaded on its own so a report's first render does without d3-scale. */
export default function ChartBarDrawing({ data, width, height, title, describedBy }: ChartBarDrawingProps) {
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
    <ChartImage viewBox={`0 0 ${width} ${height}`} title={title} describedBy={describedBy}>
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
    </ChartImage>
  );
}
