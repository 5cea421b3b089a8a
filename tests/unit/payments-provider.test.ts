import { describe, expect, it } from 'vitest'

import {
  isAllowedApiBase,
  PaymentConfigError,
  paymentProviderFor,
  WebhookSignatureError,
} from '@/integrations/payments'

import { FakeStripe } from '../support/fake-stripe/server'

const stripeEnv = { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }

describe('paymentProviderFor (docs/features/reservations.md "Payments")', () => {
  it.each([
    ['nothing set: pay at the dealership', {}, 'dealership'],
    ['dealership named', { PAYMENTS_PROVIDER: 'dealership' }, 'dealership'],
    [
      'nothing set in production is still the dealership (no online payment by accident)',
      { NODE_ENV: 'production' },
      'dealership',
    ],
    ['stripe with keys', stripeEnv, 'stripe'],
    ['stripe with a local fake and a test key', { ...stripeEnv, STRIPE_API_BASE: 'http://127.0.0.1:4242' }, 'stripe'],
  ])('%s', (_case, env, kind) => {
    expect(paymentProviderFor(env).kind).toBe(kind)
  })

  it.each([
    ['an unknown provider', { PAYMENTS_PROVIDER: 'paypal' }],
    ['stripe without keys', { PAYMENTS_PROVIDER: 'stripe' }],
    ['stripe without the webhook secret', { PAYMENTS_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_abc' }],
    ['a key that is not a Stripe key', { ...stripeEnv, STRIPE_SECRET_KEY: 'pk_test_abc' }],
    // The fake must never be selectable in production by accident:
    [
      'a live key pointed at a local fake',
      { ...stripeEnv, STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_API_BASE: 'http://127.0.0.1:4242' },
    ],
    ['a test key pointed at a remote host', { ...stripeEnv, STRIPE_API_BASE: 'https://stripe.example.com' }],
    ['an API base that is not a URL', { ...stripeEnv, STRIPE_API_BASE: 'not a url' }],
  ])('refuses %s', (_case, env) => {
    expect(() => paymentProviderFor(env)).toThrow(PaymentConfigError)
  })

  it.each([
    ['http://127.0.0.1:4242', 'sk_test_x', true],
    ['http://localhost:4242', 'sk_test_x', true],
    ['http://[::1]:4242', 'sk_test_x', true],
    ['http://127.0.0.1:4242', 'sk_live_x', false],
    ['https://api.stripe.com', 'sk_test_x', false],
    ['http://10.0.0.5:4242', 'sk_test_x', false],
    ['file:///etc/passwd', 'sk_test_x', false],
  ])('API base %s with %s allowed: %s', (base, key, expected) => {
    expect(isAllowedApiBase(new URL(base), key)).toBe(expected)
  })
})

describe('Stripe webhook signatures', () => {
  const fake = new FakeStripe()
  const provider = paymentProviderFor({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: fake.webhookSecret,
  })
  const session = {
    id: 'cs_test_1',
    object: 'checkout.session',
    payment_status: 'paid',
    status: 'complete',
    client_reference_id: '7',
    metadata: { reservation_id: '7', tenant_id: '3', site: 'x' },
  }
  const body = (type = 'checkout.session.completed', object: object = session) =>
    JSON.stringify({ id: 'evt_1', object: 'event', type, data: { object } })

  it('reads a signed checkout.session.completed as paid, naming the reservation and tenant', () => {
    const b = body()
    expect(provider.readWebhook(b, fake.sign(b))).toEqual({
      type: 'paid',
      providerRef: 'cs_test_1',
      reservationId: '7',
      tenantId: '3',
    })
  })
  it('reads checkout.session.expired as expired, and ignores other events and unpaid sessions', () => {
    const e = body('checkout.session.expired')
    expect(provider.readWebhook(e, fake.sign(e))).toMatchObject({ type: 'expired', providerRef: 'cs_test_1' })
    const other = body('customer.created', { id: 'cus_1' })
    expect(provider.readWebhook(other, fake.sign(other))).toEqual({ type: 'ignored', eventType: 'customer.created' })
    const unpaid = body('checkout.session.completed', { ...session, payment_status: 'unpaid' })
    expect(provider.readWebhook(unpaid, fake.sign(unpaid)).type).toBe('ignored')
  })
  it.each([
    ['no signature', () => [body(), null] as const],
    ['signed with another secret', () => [body(), fake.sign(body(), 'whsec_forged')] as const],
    ['a body changed after signing', () => [body().replace('"7"', '"8"'), fake.sign(body())] as const],
    [
      'a signature older than 5 minutes',
      () => [body(), fake.sign(body(), fake.webhookSecret, Math.floor(Date.now() / 1000) - 600)] as const,
    ],
    ['garbage', () => [body(), 'v1=deadbeef'] as const],
  ])('refuses %s', (_case, make) => {
    const [b, sig] = make()
    expect(() => provider.readWebhook(b, sig)).toThrow(WebhookSignatureError)
  })
  it('the pay-at-the-dealership provider has no webhook at all', () => {
    const b = body()
    expect(() => paymentProviderFor({}).readWebhook(b, fake.sign(b))).toThrow(WebhookSignatureError)
  })
})
