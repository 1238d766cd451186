import { defineConfig } from 'vitest/config';

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
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          testTimeout: 20_000,
        },
      },
    ],
  },
});
