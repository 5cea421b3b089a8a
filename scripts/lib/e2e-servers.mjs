// The two production servers of the end-to-end run: scripts/e2e.mjs starts them and
// playwright.config.ts points its projects at them. The serial flows are split across the two so
// that both cores work: each server has its own copy of the seeded database, its own rate-limit
// budget, log and fake SMTP (port + 1), webhook (port + 2) and Stripe (port + 3) servers, which the
// specs derive from the port of their project's baseURL (tests/support/e2e/helpers.ts serverPort).

/** Server B's port is server A's plus this, leaving A's three fake-server ports between them. */
const SECOND_SERVER_OFFSET = 5

/** @param {number} [port] server A's port: E2E_PORT, else 3210 */
export function e2eServers(port = Number(process.env.E2E_PORT ?? 3210)) {
  return {
    // tests/security reads server A's log (E2E_SERVER_LOG); not under test-results/, which
    // Playwright empties when it starts.
    a: { name: 'a', port, db: 'data/e2e.db', log: 'data/e2e-server.log' },
    b: { name: 'b', port: port + SECOND_SERVER_OFFSET, db: 'data/e2e-b.db', log: 'data/e2e-server-b.log' },
  }
}
