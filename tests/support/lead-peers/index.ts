import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

import { verifyWebhook } from '../../../src/integrations/lead-delivery/signature'

/**
 * An in-process SMTP server that parses every message it accepts (docs/features/leads.md "Lead delivery": tests use
 * real peers).
 */
export async function startSmtpServer(port = 0) {
  const messages: ParsedMail[] = []
  let refusing = false
  const server = new SMTPServer({
    authOptional: true,
    // close() waits this long for clients to leave, then drops them: a pooled transport never leaves.
    closeTimeout: 200,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      if (refusing) {
        stream.resume()
        stream.on('end', () => callback(Object.assign(new Error('mailbox unavailable'), { responseCode: 451 })))
        return
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${address}`,
    messages,
    /** Answer 451 to every message until set back. */
    refuse: (on: boolean) => (refusing = on),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type ReceivedWebhook = { id: string; valid: boolean; body: unknown; status: number }

/**
 * A CRM's webhook endpoint: verifies the Standard Webhooks signature with the dealership's secret,
 * answers with the status `plan` gives for each call (500 to fail it), and de-duplicates by id.
 */
export async function startWebhookReceiver(secretOf: () => string | undefined, port = 0) {
  const calls: ReceivedWebhook[] = []
  const accepted = new Map<string, number>()
  let plan: (call: number, body: unknown) => number = () => 200
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const h = req.headers as Record<string, string>
      const secret = secretOf()
      const valid = Boolean(secret) && verifyWebhook(secret!, h, body)
      let parsed: unknown = null
      try {
        parsed = JSON.parse(body)
      } catch {
        /* kept as null */
      }
      const status = valid ? plan(calls.length, parsed) : 401
      calls.push({ id: h['webhook-id']!, valid, body: parsed, status })
      if (status < 300) accepted.set(h['webhook-id']!, (accepted.get(h['webhook-id']!) ?? 0) + 1)
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = (server.address() as AddressInfo).port
  return {
    url: `http://127.0.0.1:${address}/hooks/leads`,
    calls,
    /** How many times each webhook id was accepted (2xx): a lead delivered once is 1. */
    accepted,
    /** How to answer each call: by its number (0-based, over every call) and its parsed body. */
    answer: (next: (call: number, body: unknown) => number) => (plan = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
