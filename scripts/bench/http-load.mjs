// The HTTP load of the throughput and load benchmarks: wrk (Debian's `wrk`, a C client) when it is installed,
// autocannon otherwise (BENCH_CLIENT=wrk|autocannon chooses). On two cores the load generator shares them with the
// server and PostgreSQL: autocannon, JavaScript, takes a good part of one; pgbench, the floor the throughput run is
// measured against, is C. wrk keeps the two sides alike. Both report the same figures (latencies in ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import autocannon from 'autocannon';

const hasWrk = () => spawnSync('wrk', ['--version'], { encoding: 'utf8' }).error === undefined;

/** Which client runs: BENCH_CLIENT, else wrk when installed. */
export function loadClient() {
  const chosen = process.env.BENCH_CLIENT;
  if (chosen !== undefined && chosen !== 'wrk' && chosen !== 'autocannon') {
    throw new Error(`BENCH_CLIENT must be wrk or autocannon, not ${chosen}`);
  }
  if (chosen === 'autocannon') return 'autocannon';
  const installed = hasWrk();
  if (chosen === 'wrk' && !installed) throw new Error('BENCH_CLIENT=wrk but wrk is not installed (apt-get install wrk)');
  return installed ? 'wrk' : 'autocannon';
}

/**
 * wrk's script: the paths in turn, the given headers, and the result as one JSON line (latencies in µs). With a
 * `rate`, each connection is a user who waits a random time (exponential, mean `meanMs`) before each call, so that the
 * connections together offer about `rate` calls/s, arriving at random as a crowd's calls do (wrk's `delay()`).
 */
const wrkScript = (paths, headers, meanMs) => `
local paths = {${paths.map((p) => JSON.stringify(p)).join(', ')}}
local i = 0
${
  meanMs === undefined
    ? ''
    : `init = function(args)
  math.randomseed(os.time() + math.floor(os.clock() * 1e6) + tonumber(tostring({}):match("0x(%x+)"), 16) % 1e6)
  i = math.random(#paths) - 1
end
delay = function()
  return -math.log(1 - math.random()) * ${meanMs}
end`
}
${Object.entries(headers)
  .map(([k, v]) => `wrk.headers[${JSON.stringify(k)}] = ${JSON.stringify(v)}`)
  .join('\n')}
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('RESULT {"requests":%d,"durationUs":%d,' ..
    '"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d}\\n',
    summary.requests, summary.duration, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max))
end
`;

function runWrk({ base, paths, headers, connections, seconds, rate }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-wrk-'));
  const script = path.join(dir, 'load.lua');
  fs.writeFileSync(script, wrkScript(paths, headers, rate === undefined ? undefined : (connections * 1000) / rate));
  const threads = String(Math.min(2, connections));
  const r = spawnSync('wrk', ['-t', threads, '-c', String(connections), '-d', `${seconds}s`, '--timeout', '10s', '-s', script, base], {
    encoding: 'utf8',
  });
  fs.rmSync(dir, { recursive: true, force: true });
  const line = r.stdout?.match(/^RESULT (.*)$/m)?.[1];
  if (r.status !== 0 || !line) throw new Error(`wrk: ${r.stderr || r.stdout}`);
  const w = JSON.parse(line);
  const ms = (us) => Math.round(us / 100) / 10;
  const socketErrors = w.connect + w.read + w.write + w.timeout;
  return {
    client: 'wrk',
    total: w.requests,
    rps: w.requests / (w.durationUs / 1e6),
    p50: ms(w.p50),
    p90: ms(w.p90),
    p99: ms(w.p99),
    max: ms(w.max),
    non2xx: w.status,
    socketErrors,
    timeouts: w.timeout,
    errors: socketErrors + w.status,
    statuses: w.status ? `${w.status} not 2xx/3xx` : 'every answer 2xx',
  };
}

async function runAutocannon({ base, paths, headers, connections, seconds, rate }) {
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    ...(rate === undefined ? {} : { overallRate: rate }),
    headers,
    requests: paths.map((p) => ({ method: 'GET', path: p })),
  });
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ');
  return {
    client: 'autocannon',
    total: result.requests.total,
    rps: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    socketErrors: result.errors,
    timeouts: result.timeouts,
    errors: result.errors + result.non2xx, // autocannon's errors include its timeouts
    statuses,
  };
}

/**
 * `connections` connections for `seconds` against `base`, cycling `paths` (GET) with `headers`: each as fast as it
 * can, or, with `rate` (calls/s), paced so that all of them together offer about that many.
 */
export function httpLoad(o) {
  return loadClient() === 'wrk' ? runWrk(o) : runAutocannon(o);
}
