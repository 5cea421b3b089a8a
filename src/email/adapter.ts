import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

/**
 * How long one SMTP send may hang, each well under the delivery job's 5-minute claim lease
 * (CLAIM_LEASE_MS in src/jobs/clock.ts): a send that outlived the lease could be retried by a
 * second runner while the first still finishes, and the dealer would get the lead twice.
 * Nodemailer's own defaults are 2 min to connect and 10 min of socket silence.
 */
export const SMTP_TIMEOUTS = {
  /** to open the TCP (or TLS) connection */
  connectionTimeout: 20_000,
  /** for the server's greeting after connecting */
  greetingTimeout: 15_000,
  /** of silence on an open connection (e.g. a server that stops answering mid-message) */
  socketTimeout: 60_000,
} as const

export type SmtpTimeouts = { connectionTimeout: number; greetingTimeout: number; socketTimeout: number }

/** The sender when SMTP_FROM is unset (docs/features/leads.md "Lead delivery"). */
export const DEFAULT_FROM_ADDRESS = 'leads@forecourt.localhost'
export const DEFAULT_FROM_NAME = 'Forecourt leads'

/**
 * Payload's e-mail adapter: `@payloadcms/email-nodemailer` over SMTP when SMTP_URL is set
 * (smtp://user:pass@host:587, smtps://… for TLS), else none, so Payload's console transport logs
 * each message's recipients and subject (the demo's lead e-mails show up in the server log; the
 * plugin alone would open an ethereal.email account over the network). SMTP_FROM sets the sender.
 */
export async function emailAdapter(
  url = process.env.SMTP_URL,
  timeouts: SmtpTimeouts = SMTP_TIMEOUTS,
): Promise<EmailAdapter | undefined> {
  if (!url?.trim()) return undefined
  const nodemailer = await import('nodemailer')
  // Timeouts a query parameter of SMTP_URL sets (?socketTimeout=…) take precedence over ours.
  // Pooled: a few SMTP connections kept open and reused, rather than a connect, greeting and QUIT per
  // message (a flood of leads, and their retries, is thousands of messages). A message refused on a
  // pooled connection fails alone; a broken connection is replaced.
  const transport = nodemailer.createTransport({
    url: url.trim(),
    pool: true,
    maxConnections: 5,
    maxMessages: 500,
    ...timeouts,
  })
  return nodemailerAdapter({
    transport,
    defaultFromAddress: process.env.SMTP_FROM?.trim() || DEFAULT_FROM_ADDRESS,
    defaultFromName: DEFAULT_FROM_NAME,
    // Not verified at start-up: a mail server that is down must not stop (or slow) the site; sends
    // fail and the delivery job retries them.
    skipVerify: true,
  })
}
