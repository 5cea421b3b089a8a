import { defineConfig } from '@playwright/test'

import { e2eServers } from './scripts/lib/e2e-servers.mjs'

const servers = e2eServers()
const baseURL = (port: number) => `http://localhost:${port}`

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
 * The flows that run one at a time on server B (project `e2e-b`) while the rest run on server A
 * (project `e2e`): about half of the serial time each by the per-file durations of a full run
 * (test-results/e2e.json: 28 and 27.6 of 55.6 minutes on one shared core). A spec may move between
 * the two: each server has its own seeded database, rate limits and fake mail and payment servers
 * (scripts/lib/e2e-servers.mjs). Rebalance when a file's time changes much.
 */
const SECOND_SERVER_SPECS = [
  'accounts-shortlists',
  'accounts',
  'admin-columns',
  'admin-stock',
  'finance-vehicle',
  'gated-routes',
  'lead-delivery',
  'lead-pages',
  'models',
  'phone-reveal-refused',
  'saved-searches',
  'structured-data',
].map((name) => `${name}.spec.ts`)

/**
 * Attacks that need no particular server state and no browser, run on server B (project `security-b`)
 * beside the other attacks on server A: the page fuzz alone took 5.2 of the security project's minutes,
 * with server B idle.
 */
const SECOND_SERVER_SECURITY_SPECS = ['fuzz-pages.spec.ts']

/**
 * Runs against the two production servers that scripts/e2e.mjs starts, in Debian's Chromium. A
 * test reaches its server through its project's baseURL (tests/e2e/helpers.ts serverOrigin). In order:
 * - `e2e-read`: READ_ONLY_SPECS, on two workers, on server A;
 * - `e2e` on server A and `e2e-b` on server B, side by side: the other shopper and staff flows, one
 *   file at a time on each server (they change settings and content, spend the loopback address's
 *   lead budget, and some time the server);
 * - `security` on server A and `security-b` on server B, side by side: attacks (tests/security), one
 *   at a time on each server.
 * A project runs only when the ones before it passed; a test it then skips fails the run
 * (scripts/lib/test-verdict.mjs counts it as not run).
 */
export default defineConfig({
  projects: [
    { name: 'e2e-read', testDir: 'tests/e2e', testMatch: READ_ONLY_SPECS },
    {
      name: 'e2e',
      testDir: 'tests/e2e',
      testIgnore: [...READ_ONLY_SPECS, ...SECOND_SERVER_SPECS],
      workers: 1,
      dependencies: ['e2e-read'],
    },
    {
      name: 'e2e-b',
      testDir: 'tests/e2e',
      testMatch: SECOND_SERVER_SPECS,
      workers: 1,
      dependencies: ['e2e-read'],
      use: { baseURL: baseURL(servers.b.port) },
    },
    {
      name: 'security',
      testDir: 'tests/security',
      testIgnore: SECOND_SERVER_SECURITY_SPECS,
      workers: 1,
      dependencies: ['e2e', 'e2e-b'],
    },
    {
      name: 'security-b',
      testDir: 'tests/security',
      testMatch: SECOND_SERVER_SECURITY_SPECS,
      workers: 1,
      dependencies: ['e2e', 'e2e-b'],
      use: { baseURL: baseURL(servers.b.port) },
    },
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
    // Server A; `e2e-b` overrides it with server B.
    baseURL: baseURL(servers.a.port),
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
