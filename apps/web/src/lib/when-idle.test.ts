import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

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
});
