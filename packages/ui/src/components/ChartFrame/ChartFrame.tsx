import { type CSSProperties, type ReactNode, Suspense, useId, useState } from 'react';
import { visuallyHidden } from '../../utils/VisuallyHidden.css';
import { Button } from '../Button';
import * as styles from './ChartFrame.css';

interface ChartDataTable {
  /** Heading of the first column (the categories), e.g. "Day". */
  rowHeader: string;
  /** Headings of the value columns. */
  columns: readonly string[];
  /** One row per category: its name and a value per column. */
  rows: readonly { label: string; values: readonly (number | string)[] }[];
}

export interface ChartFrameProps {
  /** The chart's name: its heading and the image's accessible name. */
  title: string;
  /** A sentence or two saying what the chart shows; linked to the image with `aria-describedby`. */
  summary: string;
  /** The same numbers as a table, for screen readers always and for everyone on request. */
  table: ChartDataTable;
  /** Legend items under the chart. */
  legend?: readonly { label: string; color: string }[];
  /** Renders the SVG; gets the id of the summary to point `aria-describedby` at. */
  children: (describedBy: string) => ReactNode;
}

const valueFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

export function formatChartValue(value: number): string {
  return valueFormat.format(value);
}

/**
 * What every chart shares: a titled figure, a text summary and the data as a table. The table is
 * visually hidden until "Show data table" is pressed, but screen readers always reach it.
 */
export function ChartFrame({ title, summary, table, legend, children }: ChartFrameProps) {
  const summaryId = useId();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);

  // The hiding sits on a wrapper: a table keeps its content's width whatever width it is given, so a
  // visually hidden table would still widen the page on a phone.
  const dataTable = (
    <div id={tableId} className={tableShown ? styles.dataTableRegion : visuallyHidden}>
      <table className={styles.dataTable}>
        <caption>{`${title}: data`}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.dataCell}>
              {table.rowHeader}
            </th>
            {table.columns.map((column) => (
              <th key={column} scope="col" className={styles.dataCell}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row" className={styles.dataCell}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={table.columns[index] ?? index} className={styles.dataCell}>
                  {typeof value === 'number' ? formatChartValue(value) : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );

  return (
    <figure className={styles.figure}>
      <div className={styles.header}>
        <figcaption className={styles.title}>{title}</figcaption>
        <Button
          size="small"
          variant="ghost"
          tone="neutral"
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        >
          {tableShown ? 'Hide data table' : 'Show data table'}
        </Button>
      </div>
      {children(summaryId)}
      {legend && legend.length > 0 ? (
        <ul className={styles.legend} aria-label="Legend">
          {legend.map((item) => (
            <li key={item.label} className={styles.legendItem}>
              <span className={styles.swatch} style={{ backgroundColor: item.color }} aria-hidden="true" />
              {item.label}
            </li>
          ))}
        </ul>
      ) : null}
      <p id={summaryId} className={styles.summary}>
        {summary}
      </p>
      {dataTable}
    </figure>
  );
}

interface ChartImageProps {
  viewBox: string;
  /** The chart's title, which names the image. */
  title: string;
  /** The id of the chart's summary (ChartFrame's render argument), which describes it. */
  describedBy: string;
  style?: CSSProperties;
  /** 'pending' while the drawing's own chunk loads (the screenshot tests wait for it). */
  'data-drawing'?: 'pending';
  children?: ReactNode;
}

/** The drawing of every chart: one image, named by the title and described by the summary. */
export function ChartImage({ viewBox, title, describedBy, children, ...rest }: ChartImageProps) {
  return (
    <svg
      className={styles.svg}
      viewBox={viewBox}
      role="img"
      aria-label={title}
      aria-describedby={describedBy}
      {...rest}
    >
      {children}
    </svg>
  );
}

/**
 * A chart's drawing that comes in a chunk of its own (d3-scale, d3-shape): the title, summary and data table
 * render at once, and an empty image of the same size, name and description holds the drawing's place, so
 * nothing moves when it arrives. The screenshot grid waits for `data-drawing="pending"` to go.
 */
export function LazyDrawing({
  children,
  ...image
}: Omit<ChartImageProps, 'data-drawing' | 'children'> & { children: ReactNode }) {
  return <Suspense fallback={<ChartImage {...image} data-drawing="pending" />}>{children}</Suspense>;
}

export interface AxisTick {
  value: number;
  position: number;
}

/** Horizontal grid lines with value labels on the left, from a linear scale's ticks. */
export function ValueAxis({
  ticks,
  left,
  right,
}: {
  ticks: readonly AxisTick[];
  left: number;
  right: number;
}) {
  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick.value} transform={`translate(0,${tick.position})`}>
          <line className={styles.gridLine} x1={left} x2={right} />
          <text className={styles.axisText} x={left - 6} dy="0.32em" textAnchor="end">
            {formatChartValue(tick.value)}
          </text>
        </g>
      ))}
    </g>
  );
}

/** Category labels along the bottom. */
export function CategoryAxis({
  labels,
  y,
  left,
  right,
}: {
  labels: readonly { label: string; position: number }[];
  y: number;
  left: number;
  right: number;
}) {
  // Keep labels about 60 units apart so long series (30 days) do not overlap.
  const step = Math.max(1, Math.ceil(labels.length / Math.max(1, Math.floor((right - left) / 60))));
  return (
    <g>
      <line className={styles.axisLine} x1={left} x2={right} y1={y} y2={y} />
      {labels
        .filter((_, index) => index % step === 0)
        .map((item) => (
          <text key={item.label} className={styles.axisText} x={item.position} y={y + 18} textAnchor="middle">
            {item.label}
          </text>
        ))}
    </g>
  );
}
