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
