import path from 'node:path'

import { defineConfig } from 'vitest/config'

// The unit project alone, flat, for StrykerJS (stryker.config.mjs): a mutant is judged by the
// unit tests that cover it. The full projects list lives in vitest.config.ts.
const root = import.meta.dirname
export default defineConfig({
  resolve: {
    alias: {
      '@payload-config': path.join(root, 'payload.config.ts'),
      '@collections': path.join(root, 'collections'),
      '@tenants': path.join(root, 'tenants'),
      '@globals': path.join(root, 'globals'),
      '@': path.join(root, 'src'),
    },
  },
  test: {
    include: ['tests/unit/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    server: { deps: { inline: ['graphql-query-complexity'] } },
  },
})
