import { describe, expect, it, vi } from 'vitest';
import { jobRunner } from '../src/infra/jobs';

const quietLog = () => ({ error: vi.fn() });
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Waits for `done` (a loaded machine runs timers late, so no count is promised after a fixed time). */
const until = (done: () => boolean) => vi.waitFor(() => expect(done()).toBe(true), { timeout: 10_000, interval: 5 });

describe('job runner', () => {
  it('runs a job on its interval once started, and not before', async () => {
    const jobs = jobRunner(quietLog());
    let runs = 0;
    jobs.every('count', 20, () => void runs++);
    await wait(60);
    expect(runs).toBe(0);
    jobs.start();
    await until(() => runs >= 3);
    await jobs.stop();
  });

  it('never overlaps a run with the previous one of the same job', async () => {
    const jobs = jobRunner(quietLog());
    let running = 0;
    let most = 0;
    let runs = 0;
    jobs.every('slow', 10, async () => {
      running++;
      most = Math.max(most, running);
      await wait(50);
      running--;
      runs++;
    });
    jobs.start();
    // each run lasts five intervals: the runs that would overlap are the ones the runner must skip
    await until(() => runs >= 3);
    await jobs.stop();
    expect(most).toBe(1);
  });

  it('stops on close: waits for the run in flight, then runs nothing more; services are stopped too', async () => {
    const jobs = jobRunner(quietLog());
    let finished = 0;
    let runs = 0;
    jobs.every('slow', 10, async () => {
      runs++;
      await wait(40);
      finished++;
    });
    const service = { start: vi.fn(), stop: vi.fn(async () => undefined) };
    jobs.service('worker', service);
    jobs.start();
    expect(service.start).toHaveBeenCalledOnce();
    await wait(25);
    await jobs.stop();
    expect(service.stop).toHaveBeenCalledOnce();
    expect(finished).toBe(runs);
    const after = runs;
    await wait(60);
    expect(runs).toBe(after);
  });

  it('logs an error in a job and keeps running it', async () => {
    const log = quietLog();
    const jobs = jobRunner(log);
    let runs = 0;
    jobs.every('flaky', 15, () => {
      runs++;
      throw new Error('boom');
    });
    jobs.start();
    // a busy machine may delay the timers: wait for the third run rather than a fixed time
    await vi.waitFor(() => expect(runs).toBeGreaterThanOrEqual(3), { timeout: 5_000, interval: 10 });
    await jobs.stop();
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ job: 'flaky', err: expect.any(Error) }), 'background job failed');
  });
});
