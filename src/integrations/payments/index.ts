import { dealershipPayments } from './dealership'
import { stripePayments } from './stripe'
import { PaymentConfigError, type PaymentProvider } from './types'

export { PaymentConfigError, type PaymentEvent, type PaymentProvider, WebhookSignatureError } from './types'

type Env = Record<string, string | undefined>

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]', '::1'])

/**
 * STRIPE_API_BASE points the Stripe client at a local fake of Stripe's API (tests). It is honoured
 * only for a loopback address and a test-mode key (`sk_test_…`), so a live deployment cannot be
 * pointed at a fake (or at anything but Stripe) by a stray variable: a live key never leaves for
 * anywhere but api.stripe.com.
 */
export function isAllowedApiBase(base: URL, secretKey: string): boolean {
  return (
    (base.protocol === 'http:' || base.protocol === 'https:') &&
    LOOPBACK.has(base.hostname) &&
    secretKey.startsWith('sk_test_')
  )
}

/**
 * The deposit provider of this deployment (docs/features/reservations.md "Payments"):
 * - nothing set, or `PAYMENTS_PROVIDER=dealership`: pay at the dealership (staff confirm);
 * - `PAYMENTS_PROVIDER=stripe` with `STRIPE_SECRET_KEY` and `STRIPE_WEBHOOK_SECRET`: Stripe Checkout
 *   (`STRIPE_API_BASE` only for a loopback fake with a test key, see isAllowedApiBase).
 * A half-made Stripe configuration throws, rather than silently taking deposits at the dealership.
 */
export function paymentProviderFor(env: Env = process.env): PaymentProvider {
  const kind = (env.PAYMENTS_PROVIDER ?? '').trim().toLowerCase()
  if (kind === '' || kind === 'dealership') return dealershipPayments
  if (kind !== 'stripe')
    throw new PaymentConfigError(`PAYMENTS_PROVIDER="${env.PAYMENTS_PROVIDER}": expected dealership or stripe`)
  const secretKey = env.STRIPE_SECRET_KEY?.trim()
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim()
  if (!secretKey || !webhookSecret)
    throw new PaymentConfigError('PAYMENTS_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET.')
  if (!/^(sk|rk)_(test|live)_/.test(secretKey))
    throw new PaymentConfigError('STRIPE_SECRET_KEY does not look like a Stripe secret key (sk_live_… or sk_test_…).')
  let apiBase: URL | undefined
  const rawBase = env.STRIPE_API_BASE?.trim()
  if (rawBase) {
    try {
      apiBase = new URL(rawBase)
    } catch {
      throw new PaymentConfigError(`STRIPE_API_BASE="${rawBase}" is not a URL.`)
    }
    if (!isAllowedApiBase(apiBase, secretKey))
      throw new PaymentConfigError(
        'STRIPE_API_BASE is only for a local fake of Stripe (a loopback address with an sk_test_ key); unset it in production.',
      )
  }
  const timeoutMs = Number(env.STRIPE_TIMEOUT_MS) > 0 ? Number(env.STRIPE_TIMEOUT_MS) : undefined
  return stripePayments({ secretKey, webhookSecret, apiBase, timeoutMs })
}

let memo: { key: string; provider: PaymentProvider } | null = null
/** The provider for process.env, made once per configuration. */
export function paymentProvider(env: Env = process.env): PaymentProvider {
  const key = [env.PAYMENTS_PROVIDER, env.STRIPE_SECRET_KEY, env.STRIPE_WEBHOOK_SECRET, env.STRIPE_API_BASE].join('\n')
  if (memo?.key !== key) memo = { key, provider: paymentProviderFor(env) }
  return memo.provider
}
