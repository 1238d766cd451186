import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: [
            'apps/server/test/**/*.test.ts',
            'packages/contract/src/**/*.test.ts',
            'packages/cli/src/**/*.test.ts',
            'packages/sdk/test/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000, // some tests start extra apps or CLI processes, slow on a busy runner
          hookTimeout: 60_000,
          pool: 'forks',
          // The server's modules are imported once per worker, not once per file: each file builds its own app on
          // its own database, and the code keeps no state in modules, so isolation only cost time (about a second
          // of imports per file, half of `npm test`).
          isolate: false,
        },
      },
      {
        // the libraries' ES modules, as the build takes them
        resolve: { mainFields: ['module', 'main'], conditions: ['module', 'import', 'development|production'] },
        test: {
          name: 'web',
          // the libraries that keep state in their modules (Mantine's stores, TanStack Query, the router) are bundled
          // by Vite, not loaded by Node, so that each file gets them anew (src/testing/setup.ts); React and react-dom stay
          // with Node: one instance, which every bundled library shares
          server: {
            deps: {
              inline: [
                /\/node_modules\/(@mantine|@floating-ui|@tabler|@tanstack|@hookform)\//,
                /\/node_modules\/(react-(?!dom\/)[^/]+|use-callback-ref|use-sidecar)\//,
              ],
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/web/build/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          // One process for the files, not a new one per file: that was half of the suite's time (120 s alone on an
          // idle machine, 60 s without). Each file still gets the modules anew (src/testing/setup.ts).
          isolate: false,
          setupFiles: ['apps/web/src/testing/setup.ts'],
        },
      },
    ],
  },
});
