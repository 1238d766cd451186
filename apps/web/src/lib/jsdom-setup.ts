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
 * For unit tests in jsdom that render Mantine: React's act() environment, and the matchMedia that jsdom lacks and
 * Mantine's provider calls (never matching: no colour-scheme or reduced-motion preference).
 */
export function prepareMantineDom() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= mediaQueries(() => false);
}
