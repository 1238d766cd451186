import { scaleLinear } from 'd3-scale';

/** One line of a chart: the row's key it reads, its name in the legend and tooltips, and a CSS colour. */
export interface ChartSeries<Row> {
  key: keyof Row & string;
  label: string;
  color: string;
}

/** Room around the plot, in pixels; the left side is as wide as the count labels need. */
export const MARGIN = { top: 10, right: 12, bottom: 24 };
/** About how wide one character of a 12-pixel label is: enough to keep labels apart, no text measured. */
const CHAR_WIDTH = 7;

/** The count axis, from 0 to a round value at or above `max`, with whole-number ticks only (counts have no fractions). */
export function countAxis(max: number, height: number) {
  const scale = scaleLinear()
    .domain([0, Math.max(max, 1)])
    .nice(4)
    .range([height - MARGIN.bottom, MARGIN.top]);
  const ticks = scale.ticks(4).filter(Number.isInteger);
  return { scale, ticks, width: Math.max(...ticks.map((tick) => String(tick).length)) * CHAR_WIDTH + 10 };
}

/** What every plot starts from: its category labels, its count axis up to `max`, and where its right edge is. */
export function plotArea<Row>(data: readonly Row[], labelKey: keyof Row, max: number, width: number, height: number) {
  return { labels: data.map((row) => String(row[labelKey])), axis: countAxis(max, height), right: width - MARGIN.right };
}

/** Show every n-th category label so that they do not overlap on `width` pixels: 1 when all fit. */
export function labelStep(labels: readonly string[], width: number): number {
  const longest = Math.max(1, ...labels.map((label) => label.length)) * CHAR_WIDTH + 8;
  return Math.max(1, Math.ceil((longest * labels.length) / Math.max(width, 1)));
}

/** A row's value for one series, 0 when it has none. */
export function valueOf<Row>(row: Row, key: keyof Row): number {
  const value = Number(row[key]);
  return Number.isFinite(value) ? value : 0;
}

/** The largest value the chart must show: one series' value, or the sum of them when the series are stacked. */
export function largest<Row>(rows: readonly Row[], series: readonly ChartSeries<Row>[], stacked = false): number {
  let max = 0;
  for (const row of rows) {
    const values = series.map((s) => valueOf(row, s.key));
    max = Math.max(max, stacked ? values.reduce((a, b) => a + b, 0) : Math.max(0, ...values));
  }
  return max;
}
