import path from 'node:path'

import { defineConfig } from 'vitest/config'

const root = import.meta.dirname
const alias = {
  '@payload-config': path.join(root, 'payload.config.ts'),
  '@collections': path.join(root, 'collections'),
  '@tenants': path.join(root, 'tenants'),
  '@globals': path.join(root, 'globals'),
  '@': path.join(root, 'src'),
}

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        // Vitest's 5 s default is a wall-clock bound: property runs (2,000 URL states, 400 oracle
        // queries) took 6-26 s on the shared 2-core machine. Timing is for bench/, not tests.
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          // Loaded through Vite like the tests, so it shares their copy of `graphql` (one realm).
          server: { deps: { inline: ['graphql-query-complexity'] } },
        },
      },
      {
        resolve: { alias },
        // The test runner's own tests: its verdicts, and real Playwright and Vitest runs of tests/runner/fixtures.
        test: { name: 'runner', include: ['tests/runner/**/*.test.ts'], environment: 'node', testTimeout: 120_000 },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/integration/setup/database.ts'],
          setupFiles: ['tests/integration/setup/next-cache.ts'],
          // One database per run, shared by the files in turn; each test builds its own tenants.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // A production server per file, killed, restarted, and starved of disk (docs/features/security.md "Proof",
          // "Reliability").
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/reliability/setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // nginx, two production servers and a jobs worker on PostgreSQL and Redis (docs/deploy.md "Running several instances").
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cluster/setup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 600_000,
        },
      },
    ],
  },
})
