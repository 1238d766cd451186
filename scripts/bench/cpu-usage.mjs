// Where a benchmark's CPU went (Linux, /proc): how many of the machine's cores were busy over a run, and how many
// each program used: the server processes (node), PostgreSQL, nginx, Redis, and the load generator (this process and
// what it started and waited for: wrk, pgbench). A program's time is the CPU time of its processes, with what their
// ended children used (a PostgreSQL backend that closes is counted in the postmaster's), at the end less at the start.
// Every process of those names counts: measure on a machine that runs nothing else.
import fs from 'node:fs';
import os from 'node:os';
import { spawnSync } from 'node:child_process';

const HZ = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;
const PROGRAMS = ['node', 'postgres', 'nginx', 'redis-server'];

/** utime + stime and cutime + cstime of one process, in seconds, with its command name */
function processTimes(pid) {
  const s = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const close = s.lastIndexOf(')');
  const f = s.slice(close + 2).split(' '); // f[0] is field 3 (state)
  return { comm: s.slice(s.indexOf('(') + 1, close), own: (+f[11] + +f[12]) / HZ, children: (+f[13] + +f[14]) / HZ };
}

function snapshot() {
  const procs = new Map();
  for (const d of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      procs.set(d, processTimes(d));
    } catch {
      /* ended meanwhile */
    }
  }
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = cpu.reduce((a, b) => a + b, 0) / HZ;
  const idle = (cpu[3] + (cpu[4] ?? 0)) / HZ; // idle and iowait
  return { procs, busy: total - idle, at: performance.now() };
}

/** Starts a window; `end()` returns the cores busy over it and the cores each program used (null off Linux). */
export function cpuWindow() {
  if (!fs.existsSync('/proc/stat')) return { end: () => null };
  const start = snapshot();
  return {
    end() {
      const end = snapshot();
      const seconds = (end.at - start.at) / 1000;
      // a program's processes at the end less its processes at the start: one that ended meanwhile is in its parent's
      // children's time at the end, and was in its own at the start
      const self = String(process.pid);
      const sum = (procs, comm) =>
        [...procs].filter(([pid, p]) => pid !== self && p.comm === comm).reduce((n, [, p]) => n + p.own + p.children, 0);
      const byProgram = Object.fromEntries(PROGRAMS.map((p) => [p, sum(end.procs, p) - sum(start.procs, p)]));
      const mine = (snap) => snap.procs.get(self).own + snap.procs.get(self).children;
      const round = (x) => Math.round((x / seconds) * 100) / 100;
      return {
        cores: os.cpus().length,
        busy: round(end.busy - start.busy),
        programs: Object.fromEntries(Object.entries(byProgram).map(([k, v]) => [k, round(v)])),
        loadGenerator: round(mine(end) - mine(start)),
      };
    },
  };
}

/** "1.98 of 2 cores busy: node 1.1, postgres 0.62, …, load generator 0.08" (programs that used none left out) */
export function describeCpu(u, loadGenerator) {
  if (!u) return 'CPU: not measured (no /proc)';
  const parts = Object.entries(u.programs)
    .filter(([, v]) => v > 0)
    .map(([k, v]) => `${k} ${v}`);
  return `CPU: ${u.busy} of ${u.cores} cores busy; ${[...parts, `load generator (${loadGenerator}) ${u.loadGenerator}`].join(', ')}`;
}
