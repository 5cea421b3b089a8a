import { defineConfig } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)

/**
 * Spec files that only read the demo: they change nothing another spec reads (no settings, content
 * or stock), send no lead and sign nobody in. They run first, two files at a time; the machine has
 * two cores and a one-worker run left one of them idle while the browser waited on the server.
 */
const READ_ONLY_SPECS = [
  'blog',
  'content-blocks',
  'lighter-pages',
  'links',
  'menus-footer',
  'phone',
  'sales-counter',
  'search',
  'seo',
  'sites',
  'vehicle',
  'vehicle-widgets',
].map((name) => `${name}.spec.ts`)

/**
 * Runs against the production server that scripts/e2e.mjs starts, in Debian's Chromium.
 * Three projects share that server, in this order:
 * - `e2e-read`: READ_ONLY_SPECS, on two workers;
 * - `e2e`: the other shopper and staff flows, one at a time (they change settings and content,
 *   spend the loopback address's lead budget, and some time the server);
 * - `security`: attacks on the built server, then the assertion (tests/security), one at a time.
 * A project runs only when the one before it passed; a test it then skips fails the run
 * (scripts/lib/test-verdict.mjs counts it as not run).
 */
export default defineConfig({
  projects: [
    { name: 'e2e-read', testDir: 'tests/e2e', testMatch: READ_ONLY_SPECS },
    { name: 'e2e', testDir: 'tests/e2e', testIgnore: READ_ONLY_SPECS, workers: 1, dependencies: ['e2e-read'] },
    { name: 'security', testDir: 'tests/security', workers: 1, dependencies: ['e2e'] },
  ],
  workers: 2,
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
