import net from 'node:net'

import { describe, expect, it } from 'vitest'

import { assertDatabaseReachable } from '@/db/preflight'

// docs/features/databases.md "Databases": a mongodb URL with no reachable server fails within 10 s, with a message that
// names the URL's host and says what to do. It must not hang. No MongoDB server can run here, so these
// check the boundary: a closed port, and a port that accepts TCP but never speaks MongoDB.
describe('MongoDB preflight', () => {
  it('fails fast and clearly when nothing listens', async () => {
    const started = Date.now()
    const err = await assertDatabaseReachable('mongodb://127.0.0.1:1/forecourt', 2000).catch((e) => e)
    expect(err).toBeInstanceOf(Error)
    expect(err.message).toMatch(/Cannot reach MongoDB at 127\.0\.0\.1:1/)
    expect(err.message).toMatch(/unset DATABASE_URL/)
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('fails fast when the port answers but is not MongoDB, and hides credentials', async () => {
    const server = net.createServer((socket) => socket.on('data', () => {}))
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    const { port } = server.address() as net.AddressInfo
    const started = Date.now()
    const err = await assertDatabaseReachable(`mongodb://admin:s3cret@127.0.0.1:${port}/x`, 2000).catch((e) => e)
    server.close()
    expect(err.message).toContain(`127.0.0.1:${port}`)
    expect(err.message).not.toContain('s3cret')
    expect(Date.now() - started).toBeLessThan(10_000)
  })

  it('does nothing for SQLite and PostgreSQL URLs', async () => {
    await expect(assertDatabaseReachable(undefined)).resolves.toBeUndefined()
    await expect(assertDatabaseReachable('postgres://x@127.0.0.1:1/y')).resolves.toBeUndefined()
  })
})
