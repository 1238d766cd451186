import type { Page, Request } from '@playwright/test';

interface Watch {
  open: Set<Request>;
  started: number;
}
const watches = new WeakMap<Page, Watch>();

/** Starts counting the page's requests for `networkQuiet`: call it before the page loads what is to be waited for. */
export function watchRequests(page: Page): void {
  if (watches.has(page)) return;
  const watch: Watch = { open: new Set(), started: 0 };
  page.on('request', (request) => {
    watch.open.add(request);
    watch.started++;
  });
  const end = (request: Request) => void watch.open.delete(request);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  watches.set(page, watch);
}

/** An idle moment of the page (the app runs deferred work in idle callbacks), then two frames and a task. */
const idleRound = (page: Page) =>
  page
    .evaluate(
      () =>
        new Promise<void>((resolve) =>
          requestIdleCallback(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))), { timeout: 1_000 }),
        ),
    )
    .catch(() => undefined);

/**
 * Waits until none of the page's requests is in flight and none starts during an idle round: the app defers work to
 * idle callbacks (the account menu's code, the live channels), and an answer's effects (React may run them after the next
 * frame) make the calls that follow from it. The page as loaded, as `networkidle` gives it, without its fixed 500 ms
 * of silence on every screen. Gives up quietly after `timeout` ms, as the sweep's networkidle did.
 */
export async function networkQuiet(page: Page, timeout = 5_000): Promise<void> {
  const watch = watches.get(page);
  if (!watch) throw new Error('networkQuiet: call watchRequests(page) before the page loads');
  const until = Date.now() + timeout;
  while (Date.now() < until) {
    while (watch.open.size > 0 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
    const started = watch.started;
    await idleRound(page);
    if (watch.started === started && watch.open.size === 0) return;
  }
}
