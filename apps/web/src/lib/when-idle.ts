/**
 * Runs `job` once the browser has nothing else to do (requestIdleCallback, at the latest after `timeout` ms; one second
 * later where there is no idle callback). Returns the cancel.
 */
export function whenIdle(job: () => void, timeout = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(job, { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(job, 1000);
  return () => clearTimeout(id);
}

/**
 * Runs the jobs one by one, each in an idle callback of its own (whenIdle), the next once the one before has settled:
 * several small tasks between which the browser stays responsive, instead of one long one. Returns the cancel: no job
 * starts after it.
 */
export function eachWhenIdle(jobs: readonly (() => unknown)[], timeout?: number): () => void {
  let cancelled = false;
  let cancelNext: (() => void) | undefined;
  const run = (at: number) => {
    if (cancelled || at >= jobs.length) return;
    cancelNext = whenIdle(() => {
      // a job that fails does not stop the others (each reports its own failure)
      void Promise.resolve()
        .then(jobs[at])
        .catch(() => undefined)
        .then(() => run(at + 1));
    }, timeout);
  };
  run(0);
  return () => {
    cancelled = true;
    cancelNext?.();
  };
}
