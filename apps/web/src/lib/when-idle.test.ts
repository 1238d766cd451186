import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eachWhenIdle, whenIdle } from './when-idle';

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the job in the idle callback, at the latest after the timeout, and can be cancelled', () => {
    const asked: { timeout?: number }[] = [];
    const callbacks = new Map<number, () => void>();
    vi.stubGlobal('requestIdleCallback', (cb: () => void, options: { timeout?: number }) => {
      asked.push(options);
      callbacks.set(callbacks.size + 1, cb);
      return callbacks.size;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => callbacks.delete(id));
    const job = vi.fn();
    whenIdle(job);
    const cancel = whenIdle(job, 500);
    expect(asked).toEqual([{ timeout: 3000 }, { timeout: 500 }]);
    cancel();
    [...callbacks.values()].forEach((cb) => cb());
    expect(job).toHaveBeenCalledTimes(1);
  });

  it('waits a second where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const job = vi.fn();
    whenIdle(job);
    vi.advanceTimersByTime(999);
    expect(job).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(job).toHaveBeenCalledTimes(1);
    const cancelled = vi.fn();
    whenIdle(cancelled)();
    vi.advanceTimersByTime(2000);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('runs jobs one per idle callback, the next after the one before has settled, a failure not stopping the rest', async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => (callbacks[id - 1] = () => undefined));
    const done: string[] = [];
    let finishA = () => undefined as void;
    const a = () => new Promise<void>((resolve) => (finishA = resolve)).then(() => done.push('a'));
    const b = () => {
      done.push('b');
      throw new Error('b failed');
    };
    const c = () => done.push('c');
    eachWhenIdle([a, b, c]);
    expect(callbacks).toHaveLength(1);
    callbacks[0]!();
    await vi.runAllTimersAsync();
    // a has not settled: b waits
    expect(callbacks).toHaveLength(1);
    finishA();
    await vi.runAllTimersAsync();
    expect(callbacks).toHaveLength(2);
    callbacks[1]!();
    await vi.runAllTimersAsync();
    expect(done).toEqual(['a', 'b']);
    expect(callbacks).toHaveLength(3);
    callbacks[2]!();
    await vi.runAllTimersAsync();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('starts no job once cancelled', async () => {
    const callbacks: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => callbacks.push(cb));
    vi.stubGlobal('cancelIdleCallback', (id: number) => (callbacks[id - 1] = () => undefined));
    const first = vi.fn();
    const second = vi.fn();
    const cancel = eachWhenIdle([first, second]);
    callbacks[0]!();
    await vi.runAllTimersAsync();
    cancel();
    callbacks[1]!();
    await vi.runAllTimersAsync();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(callbacks).toHaveLength(2);
  });
});
