import type { FastifyBaseLogger } from 'fastify';

/** A long-running worker the runner starts and stops with the periodic jobs. */
export interface Service {
  start(): void;
  /** resolves once the work in flight is finished */
  stop(): Promise<void>;
}

/**
 * The background tasks of one process. Jobs and services are registered before start(); start()
 * runs them until stop(), which waits for the runs in flight. A job never overlaps itself (a tick
 * that comes while the previous run is still going is skipped), and an error in a run is logged
 * and does not stop the job.
 */
export interface JobRunner {
  every(name: string, intervalMs: number, fn: () => unknown): void;
  service(name: string, service: Service): void;
  start(): void;
  stop(): Promise<void>;
}

interface Job {
  name: string;
  intervalMs: number;
  fn: () => unknown;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
}

export function jobRunner(log: Pick<FastifyBaseLogger, 'error'>): JobRunner {
  const jobs: Job[] = [];
  const services: Array<{ name: string; service: Service }> = [];
  let started = false;
  const run = (job: Job) => {
    job.running ??= Promise.resolve()
      .then(job.fn)
      .then(
        () => undefined,
        (err: unknown) => log.error({ err, job: job.name }, 'background job failed'),
      )
      .finally(() => (job.running = null));
  };
  const schedule = (job: Job) => {
    job.timer = setInterval(() => run(job), job.intervalMs);
    job.timer.unref();
  };
  return {
    every(name, intervalMs, fn) {
      const job: Job = { name, intervalMs, fn, timer: null, running: null };
      jobs.push(job);
      if (started) schedule(job);
    },
    service(name, service) {
      services.push({ name, service });
      if (started) service.start();
    },
    start() {
      if (started) return;
      started = true;
      jobs.forEach(schedule);
      services.forEach((s) => s.service.start());
    },
    async stop() {
      if (!started) return;
      started = false;
      for (const job of jobs) {
        if (job.timer) clearInterval(job.timer);
        job.timer = null;
      }
      await Promise.all([
        ...jobs.map((j) => j.running),
        ...services.map((s) =>
          s.service.stop().catch((err: unknown) => log.error({ err, job: s.name }, 'background service failed to stop')),
        ),
      ]);
    },
  };
}
