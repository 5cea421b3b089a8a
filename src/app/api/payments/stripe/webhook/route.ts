import { NextResponse } from 'next/server'

import { applyPaymentEvent } from '@/data/customers/reservations'
import { apiError, unavailable } from '@/http/api-error'
import { readBoundedText } from '@/http/bounded-body'
import { withSite } from '@/http/site-route'
import { paymentProvider, WebhookSignatureError } from '@/integrations/payments'

/** Stripe's events are a few KB; a Checkout Session event is well under this. */
const MAX_BODY_BYTES = 64 * 1024

/**
 * POST /api/payments/stripe/webhook on a dealer site's own domain (docs/features/reservations.md "Payments"): Stripe's
 * `checkout.session.completed` marks the reservation paid and the car reserved; `…expired` releases
 * it. The Stripe-Signature header is verified over the raw body: a missing or forged one is 400.
 * Only a reservation of this site's tenant is ever touched.
 *   200 {received, outcome} · 400 bad_signature · 413 · 429 · 503
 */
export const POST = withSite(
  async (request, site) => {
    const text = await readBoundedText(request, MAX_BODY_BYTES)
    if (text === 'too_large') return apiError(413, 'too_large', 'The event is too large.')
    let provider
    try {
      provider = paymentProvider()
    } catch (err) {
      console.error(`payments: webhook on ${site.slug} with payments misconfigured: ${(err as Error).message}`)
      return unavailable('unavailable', 'Payments are not configured.')
    }
    let event
    try {
      event = provider.readWebhook(text, request.headers.get('stripe-signature'))
    } catch (err) {
      if (err instanceof WebhookSignatureError) return apiError(400, 'bad_signature', err.message)
      return apiError(400, 'invalid_event', 'The event could not be read.')
    }
    try {
      const outcome = await applyPaymentEvent(site, event)
      return NextResponse.json({ received: true, outcome }, { headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error(`payments: applying a webhook on ${site.slug} failed`, err)
      // 503: Stripe retries the event later.
      return unavailable('unavailable', 'The event could not be applied just now.')
    }
  },
  { limit: { perIp: 'paymentWebhookPerIp', perSite: 'paymentWebhookPerSite' } },
)
