// Graceful shutdown of the production server (scripts/server.mjs; docs/deploy.md "Running several
// instances"): on SIGTERM an instance behind a load balancer must not fail a request it already took.

/**
 * Tracks `server`'s requests in flight from now on, and answers a `drain` that stops the server the
 * way a rolling restart needs: it stops accepting connections at once (the load balancer's next
 * connect is refused and goes to another instance), lets the requests in flight finish, answers each
 * with `Connection: close` where its headers are not yet sent, and closes keep-alive connections as
 * they fall idle. After `drainMs` whatever is still open is cut. `drain` resolves with the number of
 * requests cut off (0 when all finished).
 * @param {import('node:http').Server} server
 */
export function gracefulShutdown(server) {
  const inFlight = new Set()
  let draining = false
  const noKeepAlive = (res) => {
    if (!res.headersSent) res.shouldKeepAlive = false
  }
  server.prependListener('request', (_req, res) => {
    inFlight.add(res)
    res.once('close', () => inFlight.delete(res))
    // A request that comes on a kept-alive connection during the drain is still served, once.
    if (draining) noKeepAlive(res)
  })
  /** @param {number} drainMs */
  const drain = (drainMs) =>
    new Promise((resolve) => {
      draining = true
      inFlight.forEach(noKeepAlive)
      let timer
      const idle = setInterval(() => server.closeIdleConnections(), 100)
      const finish = (cut) => {
        clearInterval(idle)
        clearTimeout(timer)
        resolve(cut)
      }
      // Called back once every connection has closed.
      server.close(() => finish(0))
      server.closeIdleConnections()
      timer = setTimeout(() => {
        const cut = inFlight.size
        server.closeAllConnections()
        finish(cut)
      }, drainMs)
    })
  return { drain, inFlight: () => inFlight.size }
}
