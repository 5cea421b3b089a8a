import Stripe from 'stripe'

import { PaymentError, type PaymentEvent, type PaymentProvider, WebhookSignatureError } from './types'

export type StripeOptions = {
  secretKey: string
  webhookSecret: string
  /** Only for a local fake of Stripe's API (tests): see isAllowedApiBase in ./index.ts. */
  apiBase?: URL
  timeoutMs?: number
}

/** Stripe's webhook signatures older than this are refused (Stripe's own default: 5 minutes). */
const SIGNATURE_TOLERANCE_S = 300

/**
 * Stripe Checkout: a Checkout Session per reservation (mode payment, one line for the deposit,
 * closing when the hold ends), and `checkout.session.completed` / `checkout.session.expired`
 * webhooks, whose `Stripe-Signature` is verified with the endpoint's signing secret.
 */
export function stripePayments(options: StripeOptions): PaymentProvider {
  const base = options.apiBase
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? 15_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
          protocol: base.protocol === 'https:' ? ('https' as const) : ('http' as const),
        }
      : {}),
  })

  const eventOf = (session: Stripe.Checkout.Session, type: 'paid' | 'expired'): PaymentEvent => ({
    type,
    providerRef: session.id,
    reservationId: session.metadata?.reservation_id ?? session.client_reference_id ?? null,
    tenantId: session.metadata?.tenant_id ?? null,
  })

  return {
    kind: 'stripe',
    online: true,
    async startCheckout(request) {
      // Stripe closes a session no sooner than 30 minutes after it is made: a minute of slack past the hold.
      const expiresAt =
        Math.max(Math.floor(request.expiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + 1800) + 60
      try {
        const session = await stripe.checkout.sessions.create({
          mode: 'payment',
          client_reference_id: request.reservationId,
          metadata: { reservation_id: request.reservationId, tenant_id: request.tenantId, site: request.siteSlug },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency: 'aud',
                unit_amount: request.amountCents,
                product_data: { name: `Reservation deposit: ${request.carName}`.slice(0, 250) },
              },
            },
          ],
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: expiresAt,
        })
        if (!session.url) throw new PaymentError('Stripe gave no payment page address.')
        return { kind: 'redirect', url: session.url, providerRef: session.id }
      } catch (err) {
        if (err instanceof PaymentError) throw err
        throw new PaymentError(`Stripe refused the checkout session: ${(err as Error).message}`)
      }
    },
    readWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header.')
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, options.webhookSecret, SIGNATURE_TOLERANCE_S)
      } catch (err) {
        throw new WebhookSignatureError(`The Stripe signature does not hold: ${(err as Error).message}`)
      }
      if (event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded') {
        const session = event.data.object as Stripe.Checkout.Session
        return session.payment_status === 'paid' ? eventOf(session, 'paid') : { type: 'ignored', eventType: event.type }
      }
      if (event.type === 'checkout.session.expired')
        return eventOf(event.data.object as Stripe.Checkout.Session, 'expired')
      return { type: 'ignored', eventType: event.type }
    },
  }
}
