// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TIMING } from '@portal/contract';
import { watchIdle } from './idle-watch';

describe('idle detection (customer-portal §4: 900 000 ms, debounce 500 ms)', () => {
  let onIdle: ReturnType<typeof vi.fn<() => void>>;
  let stop: () => void;
  beforeEach(() => {
    vi.useFakeTimers();
    onIdle = vi.fn<() => void>();
    stop = watchIdle(window, onIdle);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });
  const move = () => window.dispatchEvent(new MouseEvent('mousemove'));

  it('reports idle after 900 000 ms without activity, once', () => {
    expect(TIMING.idleTimeoutMs).toBe(900_000);
    vi.advanceTimersByTime(899_999);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(2 * 900_000);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('activity restarts the idle clock 500 ms after the event', () => {
    vi.advanceTimersByTime(800_000);
    move();
    // the clock restarts at 800 500 ms and runs out at 1 700 500 ms
    vi.advanceTimersByTime(900_499);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('a burst of events counts once, from its end (debounce)', () => {
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(400);
      window.dispatchEvent(new KeyboardEvent('keydown'));
    }
    // the last key at 4 000 ms: the clock restarts at 4 500 ms and runs out at 904 500 ms
    vi.advanceTimersByTime(900_499);
    expect(onIdle).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onIdle).toHaveBeenCalledOnce();
  });

  it('stops watching when asked', () => {
    stop();
    move();
    vi.advanceTimersByTime(2 * 900_000);
    expect(onIdle).not.toHaveBeenCalled();
  });
});
