/** One text message: `to` is an Australian mobile in national form (0412345678). */
export type SmsMessage = {
  to: string
  text: string
  /** The sender name or number it shows (the site's merged `sms_sender_name`); else the gateway's own. */
  sender?: string
  /** Only for the development transport's outbox: which site sent it and the code in it. */
  meta?: { site: string; code?: string }
}

export type SmsReceipt = { id: string }

/** A text-message gateway. `send` resolves with the gateway's id or throws an SmsError. */
export interface SmsGateway {
  readonly kind: 'development' | 'http'
  send(message: SmsMessage): Promise<SmsReceipt>
}

/**
 * Why a send failed: `rejected` (the gateway refused this message: bad number, bad credentials; a
 * retry will not help), `unavailable` (network, 5xx, malformed answer) or `timeout` (finance §9:
 * 15,000 ms).
 */
export class SmsError extends Error {
  constructor(
    readonly reason: 'rejected' | 'unavailable' | 'timeout',
    detail: string,
  ) {
    super(`sms ${reason}: ${detail}`)
    this.name = 'SmsError'
  }
}

/** The deployment asked for no gateway, or a broken one (production without SMS_GATEWAY_URL). */
export class SmsConfigError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'SmsConfigError'
  }
}
