import type { EmailAdapter } from 'payload'

/**
 * Payload's e-mail adapter: nodemailer over SMTP when SMTP_URL is set (smtp://user:pass@host:587,
 * smtps://… for TLS), else Payload's console transport, which logs each message's recipients and
 * subject (the demo's lead e-mails show up in the server log). SMTP_FROM sets the sender.
 *
 * Written against Payload's EmailAdapter interface rather than @payloadcms/email-nodemailer: that
 * package's latest release (3.90.1) requires exactly payload 3.90.1, which `npm ci` refuses beside
 * our 3.90.2 (FINDINGS "Payload plugins and the exact peer"). It is the same dozen lines.
 */
export async function emailAdapter(url = process.env.SMTP_URL): Promise<EmailAdapter | undefined> {
  if (!url) return undefined
  const nodemailer = await import('nodemailer')
  // Not verified at start-up: a mail server that is down must not stop the site; sends fail and are retried.
  const transport = nodemailer.createTransport(url)
  const defaultFromAddress = process.env.SMTP_FROM ?? 'leads@forecourt.localhost'
  const defaultFromName = 'Forecourt leads'
  return () => ({
    name: 'nodemailer',
    defaultFromAddress,
    defaultFromName,
    sendEmail: (message) => transport.sendMail({ from: `${defaultFromName} <${defaultFromAddress}>`, ...message }),
  })
}
