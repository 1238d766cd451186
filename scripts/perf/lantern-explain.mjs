// `LH_EXPLAIN=1 npm run lighthouse`: what Lighthouse's estimate of a run waited for. With its default throttling
// (`simulate`) Lighthouse does not measure a slow load: it replays the fast one it observed in a model (Lantern) of a
// slow phone on slow 4G, and the score comes from the model's timeline. This prints that timeline for the median run:
// the requests and tasks the largest-paint estimate waited for, and the tasks that counted as blocking time. Read with
// it what the model does that a browser does not:
// - it divides the link's bandwidth equally among the requests in flight, so that a call waiting for its answer slows
//   a script downloading beside it as much as another download would;
// - it runs a task 4x slower than observed, but a task that laid the page out only 2x (its layoutTaskMultiplier);
// - on HTTP/1.1 a request beyond six to a host waits for a connection, each new one costs a round trip (150 ms).
// Lighthouse's own modules, not its public API: they follow the version in package-lock.json.
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';

const ms = (v) => String(Math.round(v)).padStart(5);

/** A node of the model's graph in a few words: a request's address and size, or a task's observed time and content. */
function describe(node, base) {
  if (node.type === 'network') {
    const r = node.request;
    const address = r.url.startsWith('data:') ? 'data: URL' : r.url.replace(base, '');
    return `${r.resourceType ?? 'request'} ${address} (${(r.transferSize / 1000).toFixed(1)} KB)`;
  }
  const what = node.childEvents
    .filter((e) => e.dur >= 2000 && e.name !== 'RunTask')
    .slice(0, 3)
    .map((e) => `${e.name}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''} ${(e.dur / 1000).toFixed(0)}`);
  const laidOut = node.didPerformLayout() ? ' (laid out: 2x)' : '';
  return `task, ${(node.duration / 1000).toFixed(1)} ms observed${laidOut}: ${what.join(', ') || '-'}`;
}

/** Lines explaining a run's LCP and TBT estimates from its artifacts (Lighthouse's `runnerResult.artifacts`). */
export async function explainRun(artifacts, base) {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings: artifacts.settings,
    URL: artifacts.URL,
    simulator: null,
  };
  const context = { computedCache: new Map() };
  const lcp = await LanternLargestContentfulPaint.request(data, context);
  const tbt = await LanternTotalBlockingTime.request(data, context);
  const lines = [
    `LCP ${Math.round(lcp.timing)} ms: the mean of ${Math.round(lcp.optimisticEstimate.timeInMs)} (the requests and the` +
      ` first layout and paint) and ${Math.round(lcp.pessimisticEstimate.timeInMs)} (with every layout); the latter waited for:`,
  ];
  const byStart = (timings) => [...timings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
  for (const [node, t] of byStart(lcp.pessimisticEstimate.nodeTimings)) {
    if (node.type === 'cpu' && t.duration < 20) continue;
    lines.push(`  ${ms(t.startTime)} – ${ms(t.endTime)}  ${describe(node, base)}`);
  }
  lines.push(`TBT ${Math.round(tbt.timing)} ms; the tasks of 50 ms or more in the model (their time over 50 ms counts after FCP):`);
  for (const [node, t] of byStart(tbt.pessimisticEstimate.nodeTimings)) {
    if (node.type === 'cpu' && t.duration >= 50) lines.push(`  ${ms(t.startTime)} + ${ms(t.duration)}  ${describe(node, base)}`);
  }
  return lines;
}
