import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { Box, Group, Text } from '@mantine/core';
import { type ChartSeries, countAxis, labelStep, MARGIN } from './chart-scales';

const AXIS_TEXT = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 } as const;
const GRID_LINE = { stroke: 'var(--mantine-color-default-border)', strokeDasharray: '4 4' } as const;

interface ChartFrameProps<Row> {
  /** The accessible name of the whole chart, e.g. "Cards per month in 2026". */
  label: string;
  height: number;
  series: readonly ChartSeries<Row>[];
  /** The plot, drawn once the frame knows its width. */
  children: (width: number) => ReactNode;
}

/**
 * What every chart shares: an image with a name (its numbers are in a table or figures beside it for screen
 * readers), as wide as its container, and a legend when it has more than one series. Plain SVG drawn by React: the
 * dashboard's five charts cost a few milliseconds, where recharts took most of a second on a slow phone.
 */
export function ChartFrame<Row>({ label, height, series, children }: ChartFrameProps<Row>) {
  const { ref, width } = useWidth();
  return (
    <div role="img" aria-label={label}>
      <div ref={ref} style={{ height }}>
        {width > 0 && (
          <svg width={width} height={height} style={{ display: 'block', overflow: 'visible' }}>
            {children(width)}
          </svg>
        )}
      </div>
      {series.length > 1 && (
        <Group gap="md" justify="center" mt="xs">
          {series.map((s) => (
            <Group key={s.key} gap={6} wrap="nowrap">
              <Box w={12} h={12} style={{ background: s.color, borderRadius: 2 }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      )}
    </div>
  );
}

/** The count axis: a dashed line and a label at each tick, from the left edge to `right`. */
export function CountGrid({ axis, right }: { axis: ReturnType<typeof countAxis>; right: number }) {
  return (
    <g>
      {axis.ticks.map((tick) => {
        const y = axis.scale(tick);
        return (
          <g key={tick}>
            <line x1={axis.width} x2={right} y1={y} y2={y} style={GRID_LINE} />
            <text x={axis.width - 8} y={y} dy="0.32em" textAnchor="end" style={AXIS_TEXT}>
              {tick}
            </text>
          </g>
        );
      })}
    </g>
  );
}

/** The category labels under the plot, centred on `at(label)`; every n-th only when they would overlap. */
export function CategoryLabels({
  labels,
  at,
  width,
  height,
}: {
  labels: readonly string[];
  at: (label: string) => number;
  width: number;
  height: number;
}) {
  const step = labelStep(labels, width);
  return (
    <g>
      {labels.map((label, index) =>
        index % step === 0 ? (
          <text key={index} x={at(label)} y={height - MARGIN.bottom + 16} textAnchor="middle" style={AXIS_TEXT}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/**
 * The element's width, as the observer reports it after each layout. Reading it in a layout effect instead would force
 * a layout of the whole page inside React's commit, and draw every chart in that same task; the report comes after the
 * browser's own layout, and the plots follow in a transition that yields to input between charts.
 */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => startTransition(() => setWidth(entry!.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
