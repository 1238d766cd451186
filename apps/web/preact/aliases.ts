import { fileURLToPath } from 'node:url';

/**
 * React's modules resolved to Preact's (README, "React's API on Preact"), for the build (vite.config.ts) and the
 * web project's tests (vitest.config.ts), so that the tests run what ships. `react` itself is react.ts here: Preact's
 * compatibility layer and what it lacks. The tests take test-env.ts instead, which adds React's `act`.
 */
export function preactAliases(react: 'react.ts' | 'test-env.ts' = 'react.ts') {
  return [
    { find: /^react$/, replacement: fileURLToPath(new URL(react, import.meta.url)) },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    // React 17's stand-in for useSyncExternalStore (react-i18next imports it): Preact has the hook itself
    { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'preact/compat' },
  ];
}
