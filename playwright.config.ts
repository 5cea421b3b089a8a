import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)

/**
 * Runs against the production server that scripts/e2e.mjs starts, in Debian's Chromium.
 * Two projects share that server: `e2e` (shopper and staff flows) and `security` (attacks on the
 * built server, then the assertion: tests/security).
 */
export default defineConfig({
  projects: [
    { name: 'e2e', testDir: 'tests/e2e' },
    { name: 'security', testDir: 'tests/security' },
  ],
  workers: 1,
  fullyParallel: false,
  retries: 0,
  // A stray test.only must not silently drop the rest of the run (npm test always passes --forbid-only).
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
})
