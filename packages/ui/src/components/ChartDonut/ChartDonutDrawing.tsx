import { arc, type PieArcDatum, pie } from 'd3-shape';
import { ChartImage } from '../ChartFrame/ChartFrame';
import { seriesColor, toneColor } from '../ChartFrame/seriesColors';
import * as styles from './ChartDonut.css';

/** A segment as `ChartDonut` takes it (its tone, when given, sets the colour). */
interface ChartDonutDatum {
  label: string;
  value: number;
  tone?: 'positive' | 'caution' | 'critical' | 'neutral';
}

interface ChartDonutDrawingProps {
  data: readonly ChartDonutDatum[];
  size: number;
  /** The text in the hole. */
  centerLabel: string;
  /** The image's accessible name (the chart's title). */
  title: string;
  /** The id of the chart's summary. */
  describedBy: string;
}

/** The segments of `ChartDonut`, loaded on their own so a page's first render does without d3-shape. */
export default function ChartDonutDrawing({
  data,
  size,
  centerLabel,
  title,
  describedBy,
}: ChartDonutDrawingProps) {
  const radius = size / 2;
  const slices = pie<ChartDonutDatum>()
    .sort(null)
    .value((item) => Math.max(0, item.value))(data as ChartDonutDatum[]);
  const segment = arc<PieArcDatum<ChartDonutDatum>>()
    .innerRadius(radius * 0.6)
    .outerRadius(radius - 2)
    .padAngle(data.length > 1 ? 0.01 : 0);

  return (
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
          {centerLabel}
        </text>
      </g>
    </ChartImage>
  );
}
