import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress';
import { EARLY_CALLS_ENTRY, injectEarlyCalls } from './build/inject-early-calls';
import { compileHints } from './build/compile-hints';
import { prerenderFrames } from './build/prerender-frames';

const target = process.env.VITE_PROXY_TARGET ?? 'http://localhost:8080';
const proxied = ['/api-portal', '/api', '/partner', '/api-docs'];

/**
 * The dashboard's route and its charts (with d3) are one chunk, which the webhooks' and the console's charts load too
 * (a little more for them): a signed-in first load asks for one file there, not one per module, each a round trip on
 * HTTP/1.1.
 */
const DASHBOARD_GROUP =
  /(src\/app\/routes\/dashboard\.tsx|src\/features\/statistics\/|src\/components\/charts\/|node_modules\/(d3-|internmap))/;

/**
 * What a signed-in page loads once it is up, in idle time, each module with what it imports (and the entry does not)
 * in one file: the account menu (Mantine's Menu, the popover library, the focus trap: eleven files), the notices' host
 * (Mantine's notifications: five) and the live channels' socket client (two). Each of those files was a request of
 * its own, among the last ones Lighthouse's estimate waits for, while the first screen settled.
 */
const IDLE_GROUPS = {
  'account-menu': /src[\\/]app[\\/]layouts[\\/]account-menu\.tsx$/,
  notices: /src[\\/]app[\\/]providers[\\/]notices-host\.tsx$/,
  live: /src[\\/]features[\\/]realtime[\\/]lib[\\/]open-channel\.ts$/,
};

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), injectEarlyCalls(), compileHints(), precompress(), prerenderFrames()],
  server: {
    port: 5173,
    proxy: {
      ...Object.fromEntries(proxied.map((path) => [path, { target, changeOrigin: true }])),
      '/socket.io': { target, ws: true, changeOrigin: true },
    },
  },
  // a placeholder on the page's tags and its csp-nonce meta; the server puts a new nonce in each page it sends
  html: { cspNonce: 'page-nonce' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // dist/.vite/manifest.json: what each route loads, read by `npm run budget` (scripts/perf/bundle-budget.mjs)
    manifest: true,
    rolldownOptions: {
      // the app, and the script that starts its first calls before it (build/inject-early-calls.ts)
      input: {
        index: fileURLToPath(new URL('index.html', import.meta.url)),
        'early-calls': fileURLToPath(new URL(EARLY_CALLS_ENTRY, import.meta.url)),
      },
      output: {
        // What the entry imports statically is loaded on every first visit anyway: one chunk instead of one file per
        // Mantine component, hook and helper. One stream compresses better, and a browser on HTTP/1.1, six
        // connections to a host, waits for fewer round trips (figures in docs/performance.md). The routes' lazy
        // modules are still split as the bundler sees fit, but for the dashboard's (DASHBOARD_GROUP above). A module
        // two groups match goes to the higher priority's.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], test: (id) => !id.endsWith(EARLY_CALLS_ENTRY), priority: 3 },
            { name: 'dashboard', test: (id) => DASHBOARD_GROUP.test(id), priority: 1 },
            // each with its dependencies (Rolldown's includeDependenciesRecursively, on by default)
            ...Object.entries(IDLE_GROUPS).map(([name, test]) => ({ name, test, priority: 1 })),
          ],
        },
      },
    },
  },
});
