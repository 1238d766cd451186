// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareMantineDom } from '../../testing/jsdom-setup';
import { BarChart } from './bar-chart';
import { LineChart } from './line-chart';

const WIDTH = 600;
let root: Root | undefined;

beforeAll(() => {
  prepareMantineDom();
  // jsdom lays nothing out: its missing ResizeObserver reports every element WIDTH pixels wide, as a browser would
  globalThis.ResizeObserver = class {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      const size = [{ inlineSize: WIDTH, blockSize: 220 }];
      this.report(
        [{ target, borderBoxSize: size, contentBoxSize: size, contentRect: { width: WIDTH } } as unknown as ResizeObserverEntry],
        this,
      );
    }
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = '';
});

async function draw(chart: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  await act(async () => root!.render(<MantineProvider>{chart}</MantineProvider>));
  // the width comes in the frame after the observer's report
  await act(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  return host;
}

const heights = (host: HTMLElement) => [...host.querySelectorAll('rect')].map((rect) => Number(rect.getAttribute('height')));

describe('charts', () => {
  it('a bar chart draws one bar per non-zero count, as tall as its count, named for screen readers', async () => {
    const data = [
      { month: 'Jan', count: 4 },
      { month: 'Feb', count: 0 },
      { month: 'Mar', count: 2 },
    ];
    const host = await draw(
      <BarChart
        data={data}
        labelKey="month"
        series={[{ key: 'count', label: 'Cards', color: 'red' }]}
        label="Cards per month"
        height={220}
      />,
    );
    expect(host.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Cards per month');
    const [jan, mar] = heights(host);
    expect(heights(host)).toHaveLength(2);
    expect(jan).toBeCloseTo(mar * 2);
    expect([...host.querySelectorAll('title')].map((title) => title.textContent)).toEqual(['Jan · Cards: 4', 'Mar · Cards: 2']);
    expect([...host.querySelectorAll('text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['Jan', 'Feb', 'Mar', '0', '4']),
    );
    expect(host.querySelector('.mantine-Text-root')).toBeNull(); // one series: no legend
    const svg = host.querySelector('svg');
    expect(svg?.getAttribute('width')).toBe(String(WIDTH));
  });

  it('stacked bars sit on one another, with a legend naming each series', async () => {
    const data = [{ hour: '10', ok: 3, failed: 1 }];
    const series = [
      { key: 'ok' as const, label: 'Succeeded', color: 'green' },
      { key: 'failed' as const, label: 'Failed', color: 'red' },
    ];
    const host = await draw(<BarChart data={data} labelKey="hour" series={series} stacked label="Attempts" height={200} />);
    const [ok, failed] = [...host.querySelectorAll('rect')];
    expect(Number(ok.getAttribute('height'))).toBeCloseTo(Number(failed.getAttribute('height')) * 3);
    expect(Number(failed.getAttribute('y')) + Number(failed.getAttribute('height'))).toBeCloseTo(Number(ok.getAttribute('y')));
    expect(ok.getAttribute('x')).toBe(failed.getAttribute('x'));
    expect([...host.querySelectorAll('.mantine-Text-root')].map((legend) => legend.textContent)).toEqual(['Succeeded', 'Failed']);
  });

  it('a line chart draws one path per series through every point', async () => {
    const data = Array.from({ length: 30 }, (_, day) => ({ day: `d${day + 1}`, calls: day, events: 30 - day }));
    const series = [
      { key: 'calls' as const, label: 'API calls', color: 'blue' },
      { key: 'events' as const, label: 'Events', color: 'teal' },
    ];
    const host = await draw(<LineChart data={data} labelKey="day" series={series} label="Activity" height={220} />);
    const paths = [...host.querySelectorAll('path')].map((path) => path.getAttribute('d') ?? '');
    expect(paths).toHaveLength(2);
    for (const d of paths) expect(d.split(/[ML]/).filter(Boolean)).toHaveLength(30);
    expect(host.querySelectorAll('circle')).toHaveLength(60);
    // thirty day labels do not fit in 600 pixels: some are left out, never all
    const shown = [...host.querySelectorAll('text')].filter((text) => text.textContent?.startsWith('d')).length;
    expect(shown).toBeGreaterThan(5);
    expect(shown).toBeLessThan(30);
  });
});
