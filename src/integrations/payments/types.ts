/**
 * Reserve deposits (docs/features/reservations.md "Reserve and online purchase, and payments"; ARCHITECTURE "Payments
 * (reserve deposits)"): one interface, a "pay at the dealership" default and a Stripe adapter,
 * chosen by environment (./index.ts).
 */
export type CheckoutRequest = {
  reservationId: string
  tenantId: string
  siteSlug: string
  carName: string
  /** the deposit in cents, AUD */
  amountCents: number
  successUrl: string
  cancelUrl: string
  /** when the hold ends; an online payment page must close by then */
  expiresAt: Date
  customerEmail?: string | null
}

/** `recorded`: nothing to pay online, staff confirm; `redirect`: send the shopper to the payment page. */
export type CheckoutStart = { kind: 'recorded' } | { kind: 'redirect'; url: string; providerRef: string }

/** What a provider's webhook says, once its signature holds. */
export type PaymentEvent =
  | { type: 'paid'; providerRef: string; reservationId: string | null; tenantId: string | null }
  | { type: 'expired'; providerRef: string; reservationId: string | null; tenantId: string | null }
  | { type: 'ignored'; eventType: string }

export interface PaymentProvider {
  readonly kind: 'dealership' | 'stripe'
  /** true when the shopper pays online (the reservation then holds the car for 30 minutes) */
  readonly online: boolean
  startCheckout(request: CheckoutRequest): Promise<CheckoutStart>
  /** Verifies and reads a webhook; throws WebhookSignatureError on a bad or missing signature. */
  readWebhook(rawBody: string, signature: string | null): PaymentEvent
}

export class PaymentConfigError extends Error {
  override name = 'PaymentConfigError'
}
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError'
}
/** The payment service refused or could not be reached. */
export class PaymentError extends Error {
  override name = 'PaymentError'
}
