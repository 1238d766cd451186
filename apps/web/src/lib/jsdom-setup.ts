/**
 * For unit tests in jsdom that render Mantine: React's act() environment, and the matchMedia that jsdom lacks and
 * Mantine's provider calls (never matching: no colour-scheme or reduced-motion preference).
 */
export function prepareMantineDom() {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
