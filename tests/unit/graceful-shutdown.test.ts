import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { gracefulShutdown } from '../../scripts/lib/graceful-shutdown.mjs'

// docs/deploy.md "Running several instances": on SIGTERM the production server stops taking connections,
// finishes the requests in flight, closes kept-alive connections, then exits; a rolling restart
// behind nginx fails no request (tests/cluster runs it for real).
const servers: http.Server[] = []
afterEach(() => {
  for (const s of servers.splice(0)) s.closeAllConnections()
})

/** A server whose requests take `ms` to answer. */
async function slowServer(ms: number) {
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('done'), ms)
  })
  servers.push(server)
  const shutdown = gracefulShutdown(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, shutdown, port: (server.address() as AddressInfo).port }
}

type Reply = { status: number; body: string; connection?: string }

function get(port: number, agent: http.Agent): Promise<Reply> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }))
      })
      .on('error', reject)
  })
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe('graceful shutdown of the production server', () => {
  it('finishes the request in flight with Connection: close, refuses new connections, and ends', async () => {
    const { shutdown, port } = await slowServer(300)
    const agent = new http.Agent({ keepAlive: true })
    const inFlight = get(port, agent)
    await sleep(50)
    expect(shutdown.inFlight()).toBe(1)
    const drained = shutdown.drain(5000)
    await expect(get(port, new http.Agent())).rejects.toThrow(/ECONNREFUSED/)
    expect(await inFlight).toEqual({ status: 200, body: 'done', connection: 'close' })
    expect(await drained).toBe(0)
    agent.destroy()
  })

  it('closes an idle kept-alive connection at once instead of waiting for its timeout', async () => {
    const { server, shutdown, port } = await slowServer(0)
    server.keepAliveTimeout = 60_000
    const agent = new http.Agent({ keepAlive: true })
    expect((await get(port, agent)).connection).toBe('keep-alive')
    const started = Date.now()
    expect(await shutdown.drain(5000)).toBe(0)
    expect(Date.now() - started).toBeLessThan(1000)
    agent.destroy()
  })

  it('cuts a request still running after the drain time, and says how many', async () => {
    const { shutdown, port } = await slowServer(5000)
    const inFlight = get(port, new http.Agent()).catch((err: Error) => err)
    await sleep(50)
    const started = Date.now()
    expect(await shutdown.drain(200)).toBe(1)
    expect(Date.now() - started).toBeLessThan(1000)
    expect(await inFlight).toBeInstanceOf(Error)
  })
})
