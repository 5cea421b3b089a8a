import type { AddressInfo } from 'node:net'
import net from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_FROM_ADDRESS, DEFAULT_FROM_NAME, emailAdapter } from '@/email/adapter'

import { startSmtpServer } from '../support/lead-peers'

// docs/features/leads.md "Lead delivery": ADF XML by e-mail through Payload's email adapter (nodemailer: SMTP in
// production, a local smtp-server in tests). The adapter is @payloadcms/email-nodemailer's.
describe('the e-mail adapter (src/email/adapter.ts)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(() => smtp.close())

  it.each([[undefined], [''], ['  ']])(
    'SMTP_URL %j: no adapter, so Payload logs e-mails to the console',
    async (url) => {
      expect(await emailAdapter(url)).toBeUndefined()
    },
  )

  it("sends through @payloadcms/email-nodemailer to the SMTP server, from Forecourt's sender", async () => {
    const adapter = (await emailAdapter(smtp.url))!({ payload: {} as never })
    expect(adapter).toMatchObject({
      name: 'nodemailer',
      defaultFromAddress: DEFAULT_FROM_ADDRESS,
      defaultFromName: DEFAULT_FROM_NAME,
    })
    await adapter.sendEmail({
      to: 'sales@example.com',
      subject: 'New lead: test',
      text: 'hello',
      headers: { 'Message-ID': '<lead-1@leads.forecourt.invalid>', 'X-Lead-Id': '1' },
    })
    const mail = smtp.messages.at(-1)!
    expect(mail.subject).toBe('New lead: test')
    expect(mail.from?.value).toEqual([{ name: DEFAULT_FROM_NAME, address: DEFAULT_FROM_ADDRESS }])
    // the stable Message-ID a de-duplicating mailbox files a re-sent lead by (docs/features/leads.md "Lead delivery")
    expect(mail.messageId).toBe('<lead-1@leads.forecourt.invalid>')
    expect(mail.headers.get('x-lead-id')).toBe('1')
  })

  it('a sender given as name and address is written as one (the plugin formats it)', async () => {
    const adapter = (await emailAdapter(smtp.url))!({ payload: {} as never })
    await adapter.sendEmail({
      to: 'sales@example.com',
      subject: 'named',
      text: 'x',
      from: { name: 'Alerts', address: 'alerts@example.com' },
    })
    expect(smtp.messages.at(-1)!.from?.value).toEqual([{ name: 'Alerts', address: 'alerts@example.com' }])
  })

  // A mail server that is down must not stop or slow the site's start: the transport is not verified.
  it('start-up does not wait for the mail server', async () => {
    const sockets: net.Socket[] = []
    const silent = net.createServer((s) => void sockets.push(s)) // accepts, never greets
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r))
    const url = `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`
    const started = Date.now()
    const adapter = await emailAdapter(url, { connectionTimeout: 5000, greetingTimeout: 3000, socketTimeout: 3000 })
    expect(adapter).toBeDefined()
    expect(Date.now() - started).toBeLessThan(1000)
    for (const s of sockets) s.destroy()
    await new Promise((r) => silent.close(r))
  })
})
