import { scaleBand } from 'd3-scale';
import { CategoryLabels, ChartFrame, CountGrid } from './chart-frame';
import { type ChartSeries, largest, plotArea, valueOf } from './chart-scales';

export interface BarChartProps<Row> {
  data: readonly Row[];
  /** The row's key that names its bar (a month, an hour, a day). */
  labelKey: keyof Row & string;
  series: readonly ChartSeries<Row>[];
  /** The accessible name of the chart. */
  label: string;
  height: number;
  /** Series stacked in one bar per row; otherwise side by side. */
  stacked?: boolean;
}

/** Bars of counts per category; hovering a bar shows its value (an SVG title, the browser's own tooltip). */
export function BarChart<Row>(props: BarChartProps<Row>) {
  return (
    <ChartFrame label={props.label} height={props.height} series={props.series}>
      {(width) => <Bars {...props} width={width} />}
    </ChartFrame>
  );
}

function Bars<Row>({ data, labelKey, series, height, stacked = false, width }: BarChartProps<Row> & { width: number }) {
  const { labels, axis, right } = plotArea(data, labelKey, largest(data, series, stacked), width, height);
  const x = scaleBand().domain(labels).range([axis.width, right]).paddingInner(0.3).paddingOuter(0.15);
  const barWidth = stacked ? x.bandwidth() : x.bandwidth() / series.length;
  const base = axis.scale(0);
  return (
    <>
      <CountGrid axis={axis} right={right} />
      {data.map((row, index) => {
        const label = labels[index];
        let top = base;
        return (
          <g key={index}>
            {series.map((s, position) => {
              const value = valueOf(row, s.key);
              const barHeight = base - axis.scale(value);
              const y = stacked ? top - barHeight : base - barHeight;
              if (stacked) top = y;
              if (value === 0) return null;
              return (
                <rect
                  key={s.key}
                  x={(x(label) ?? 0) + (stacked ? 0 : position * barWidth)}
                  y={y}
                  width={barWidth}
                  height={barHeight}
                  rx={stacked ? 0 : 3}
                  style={{ fill: s.color }}
                >
                  <title>{`${label} · ${s.label}: ${value}`}</title>
                </rect>
              );
            })}
          </g>
        );
      })}
      <CategoryLabels labels={labels} at={(label) => (x(label) ?? 0) + x.bandwidth() / 2} width={right - axis.width} height={height} />
    </>
  );
}
