import type { AddressInfo } from 'node:net'
import net from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { emailAdapter, SMTP_TIMEOUTS } from '@/email/adapter'
import { CLAIM_LEASE_MS } from '@/jobs/clock'

// docs/features/leads.md "Lead delivery", "SMTP": delivery never loses a lead nor delivers one twice, so a send
// must give up before the delivery claim's lease runs out, or a second runner may send the same
// lead again.
describe('SMTP timeouts stay under the delivery claim lease', () => {
  it('connecting, the greeting and one silence together take less than the 5-minute lease', () => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = SMTP_TIMEOUTS
    expect(CLAIM_LEASE_MS).toBe(5 * 60_000)
    expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(CLAIM_LEASE_MS / 2)
  })
})

describe('a hanging SMTP server makes the send fail, not hang', () => {
  const servers: net.Server[] = []
  const sockets: net.Socket[] = []
  afterEach(async () => {
    for (const s of sockets.splice(0)) s.destroy()
    await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))))
  })
  /** A TCP server that accepts and then does `onConnect` (say nothing, or greet and go silent). */
  async function hangingServer(onConnect: (socket: net.Socket) => void): Promise<string> {
    const server = net.createServer((socket) => {
      sockets.push(socket)
      onConnect(socket)
    })
    servers.push(server)
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    return `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`
  }
  const send = async (url: string) => {
    const adapter = await emailAdapter(url, { connectionTimeout: 2000, greetingTimeout: 300, socketTimeout: 300 })
    const started = Date.now()
    const err = await adapter!({ payload: {} as never })
      .sendEmail({ to: 'sales@example.com', subject: 'Lead', text: 'hi' })
      .catch((e: unknown) => e)
    return { err, ms: Date.now() - started }
  }

  it('no greeting: fails after greetingTimeout', async () => {
    const { err, ms } = await send(await hangingServer(() => {}))
    expect(err).toBeInstanceOf(Error)
    expect((err as { code?: string }).code).toBe('ETIMEDOUT')
    expect(ms).toBeLessThan(2000)
  })

  it('greets, then goes silent: fails after socketTimeout', async () => {
    const { err, ms } = await send(await hangingServer((s) => s.write('220 fake ESMTP ready\r\n')))
    expect(err).toBeInstanceOf(Error)
    expect(ms).toBeLessThan(2000)
  })
})
