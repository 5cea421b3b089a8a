import { SMS_SEND_TIMEOUT_MS, toE164 } from '@/domain/verification'

import { SmsError, type SmsGateway } from './types'

export type HttpSmsOptions = {
  /** The gateway's send address, e.g. https://sms.example.com/v1/messages */
  url: string
  /** Sent as `Authorization: Bearer {token}`. */
  token: string
  /** The sender id a message shows when it names none (an alphanumeric name or a number), if the account has one. */
  sender?: string
  timeoutMs?: number
  fetch?: typeof fetch
}

/**
 * A hosted SMS gateway over JSON: POST {to: '+61…', message, from?} with a bearer token; the answer
 * carries the message id (`id` or `messageId`). 4xx → rejected, 5xx / network / bad answer →
 * unavailable, no answer in 15,000 ms (finance §9) → timeout. The shape is the common one of
 * MessageMedia, ClickSend and Twilio-style REST gateways; point SMS_GATEWAY_URL at a small relay
 * for one that differs.
 */
export function httpSms({
  url,
  token,
  sender,
  timeoutMs = SMS_SEND_TIMEOUT_MS,
  fetch: fetchImpl = fetch,
}: HttpSmsOptions): SmsGateway {
  return {
    kind: 'http',
    async send({ to, text, sender: ownSender }) {
      const from = ownSender || sender
      let res: Response
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ to: toE164(to), message: text, ...(from ? { from } : {}) }),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (err) {
        const name = (err as Error)?.name
        if (name === 'TimeoutError' || name === 'AbortError')
          throw new SmsError('timeout', `no answer in ${timeoutMs} ms`)
        throw new SmsError('unavailable', (err as Error)?.message ?? 'network error')
      }
      const body = (await res.json().catch(() => null)) as { id?: unknown; messageId?: unknown; error?: unknown } | null
      if (res.status >= 400 && res.status < 500)
        throw new SmsError('rejected', `http ${res.status}${body?.error ? ` ${String(body.error)}` : ''}`)
      if (!res.ok) throw new SmsError('unavailable', `http ${res.status}`)
      const id = body?.id ?? body?.messageId
      if (typeof id !== 'string' && typeof id !== 'number')
        throw new SmsError('unavailable', 'answer without a message id')
      return { id: String(id) }
    },
  }
}
