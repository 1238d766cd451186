import { createElement, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';

/** jsdom's missing matchMedia, answering `matches(query)` for each media query (no change events). */
export function mediaQueries(matches: (query: string) => boolean): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

/**
 * For unit tests in jsdom that render Mantine: React's act() environment, the matchMedia that jsdom lacks and
 * Mantine's provider calls (never matching: no colour-scheme or reduced-motion preference), and a ResizeObserver that
 * never reports, since jsdom lays nothing out and so nothing ever resizes.
 */
export function prepareMantineDom() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= mediaQueries(() => false);
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

/**
 * jsdom has no idle callbacks: requestIdleCallback then queues its jobs (cancelIdleCallback takes one out) until the
 * test says the browser is idle, by calling the answer, which runs the jobs queued so far.
 */
export function manualIdle(): () => void {
  const queued = new Map<number, () => void>();
  let next = 0;
  window.requestIdleCallback = ((job: () => void) => (queued.set(++next, job), next)) as typeof requestIdleCallback;
  window.cancelIdleCallback = (id: number) => void queued.delete(id);
  return () => {
    const jobs = [...queued.values()];
    queued.clear();
    jobs.forEach((job) => job());
  };
}

/**
 * The HTML that `element` draws, rendered in jsdom (a test file with `@vitest-environment jsdom`). The app never
 * renders on a server: the tests look at what the browser would show.
 */
export function renderMarkup(element: ReactNode): string {
  prepareMantineDom();
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() => root.render(element));
  const html = host.innerHTML;
  root.unmount();
  return html;
}

let keysOnly: typeof i18next | undefined;

/**
 * `renderMarkup` with an i18n instance that answers each text's catalogue key (i18next's 'cimode'): the markup names
 * its texts by key, whatever instance another test file of the same worker set up (the web suite does not isolate
 * its files).
 */
export function renderMarkupWithKeys(element: ReactNode): string {
  if (!keysOnly) {
    keysOnly = i18next.createInstance();
    void keysOnly.init({ lng: 'cimode', initAsync: false });
  }
  return renderMarkup(createElement(I18nextProvider, { i18n: keysOnly }, element));
}
