import { defineConfig } from 'vitest/config';
import { preactAliases } from './apps/web/preact/aliases';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts', 'packages/contract/src/**/*.test.ts', 'packages/cli/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The server's modules are imported once per worker, not once per file: each file builds its own app on
          // its own database, and the code keeps no state in modules, so isolation only cost time (about a second
          // of imports per file, half of `npm test`).
          isolate: false,
        },
      },
      {
        // the libraries' ES modules, as the build takes them: a CommonJS build would require React's own module
        resolve: { mainFields: ['module', 'main'], conditions: ['module', 'import', 'development|production'] },
        test: {
          name: 'web',
          // the tests run on Preact, as the build does (README, "React's API on Preact")
          alias: preactAliases('test-env.ts'),
          // the libraries that import React are bundled by Vite, not loaded by Node, so that the aliases apply to them
          // (Preact itself stays with Node: one instance, which vi.resetModules() does not load again)
          server: {
            deps: {
              inline: [
                /\/node_modules\/(@mantine|@floating-ui|@tabler|@tanstack|@hookform)\//,
                /\/node_modules\/(react-[^/]+|use-callback-ref|use-sidecar)\//,
              ],
            },
          },
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
          // One process for the files, not a new one per file: that was half of the suite's time (120 s alone on an
          // idle machine, 60 s without). Each file still gets the modules anew (preact/test-setup.ts).
          isolate: false,
          setupFiles: ['apps/web/preact/test-setup.ts'],
        },
      },
    ],
  },
});
