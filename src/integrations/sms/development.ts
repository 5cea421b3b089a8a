import type { SmsGateway, SmsMessage } from './types'

/** A message the development transport "sent": what the e2e tests and a developer read. */
export type OutboxEntry = {
  id: string
  to: string
  text: string
  sender: string | null
  site: string | null
  code: string | null
  at: string
}

/** The newest messages kept; older ones fall off. */
export const OUTBOX_SIZE = 200

const holder = globalThis as unknown as { forecourtSmsOutbox?: OutboxEntry[]; forecourtSmsOutboxSeq?: number }
const outbox = () => (holder.forecourtSmsOutbox ??= [])

/**
 * The development transport: nothing leaves the machine. The message is written to the server log
 * and to an in-process outbox that only a super-admin can read (GET /api/sms-outbox), so an e2e test
 * can type the code a shopper would have received. Selected only where src/integrations/sms/index.ts
 * allows it: never by default in production.
 */
export const developmentSms: SmsGateway = {
  kind: 'development',
  async send(message: SmsMessage) {
    holder.forecourtSmsOutboxSeq = (holder.forecourtSmsOutboxSeq ?? 0) + 1
    const entry: OutboxEntry = {
      id: `dev-${holder.forecourtSmsOutboxSeq}`,
      to: message.to,
      text: message.text,
      sender: message.sender ?? null,
      site: message.meta?.site ?? null,
      code: message.meta?.code ?? null,
      at: new Date().toISOString(),
    }
    const box = outbox()
    box.push(entry)
    if (box.length > OUTBOX_SIZE) box.splice(0, box.length - OUTBOX_SIZE)
    console.info(
      `[sms development] to ${message.to}${message.sender ? ` from ${message.sender}` : ''}: ${message.text}`,
    )
    return { id: entry.id }
  },
}

/** The outbox, newest first, optionally only the messages to one number. */
export function readOutbox(to?: string): OutboxEntry[] {
  return outbox()
    .filter((e) => !to || e.to === to)
    .slice()
    .reverse()
}
