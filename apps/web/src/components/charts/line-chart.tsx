import { scalePoint } from 'd3-scale';
import { line } from 'd3-shape';
import { CategoryLabels, ChartFrame, CountGrid } from './chart-frame';
import { type ChartSeries, largest, plotArea, valueOf } from './chart-scales';

export interface LineChartProps<Row> {
  data: readonly Row[];
  /** The row's key that names its point (a day). */
  labelKey: keyof Row & string;
  series: readonly ChartSeries<Row>[];
  /** The accessible name of the chart. */
  label: string;
  height: number;
}

/** One line of counts per series; hovering a point shows its value (an SVG title, the browser's own tooltip). */
export function LineChart<Row>(props: LineChartProps<Row>) {
  return (
    <ChartFrame label={props.label} height={props.height} series={props.series}>
      {(width) => <Lines {...props} width={width} />}
    </ChartFrame>
  );
}

function Lines<Row>({ data, labelKey, series, height, width }: LineChartProps<Row> & { width: number }) {
  const { labels, axis, right } = plotArea(data, labelKey, largest(data, series), width, height);
  const x = scalePoint().domain(labels).range([axis.width, right]).padding(0.5);
  return (
    <>
      <CountGrid axis={axis} right={right} />
      {series.map((s) => {
        const at = (row: Row, index: number) => [x(labels[index]) ?? 0, axis.scale(valueOf(row, s.key))] as const;
        const path = line<Row>()
          .x((row, index) => at(row, index)[0])
          .y((row, index) => at(row, index)[1])(data);
        return (
          <g key={s.key}>
            <path d={path ?? undefined} style={{ fill: 'none', stroke: s.color, strokeWidth: 2 }} />
            {data.map((row, index) => {
              const [cx, cy] = at(row, index);
              return (
                <circle key={index} cx={cx} cy={cy} r={3} style={{ fill: s.color }}>
                  <title>{`${labels[index]} · ${s.label}: ${valueOf(row, s.key)}`}</title>
                </circle>
              );
            })}
          </g>
        );
      })}
      <CategoryLabels labels={labels} at={(label) => x(label) ?? 0} width={right - axis.width} height={height} />
    </>
  );
}
