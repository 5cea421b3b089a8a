import { createHmac, randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A local stand-in for Stripe's API (test-only; docs/features/reservations.md "Reserve and online purchase, and
 * payments"): enough of Checkout for the reserve flow, shaped like Stripe's own answers.
 * - POST /v1/checkout/sessions (form-encoded, `Authorization: Bearer sk_test_…`): checks the key and
 *   the parameters Stripe checks (mode, a line item with a positive unit_amount, success_url,
 *   expires_at 30 minutes to 24 hours ahead) and answers a session whose `url` is the fake's pay page;
 * - GET /v1/checkout/sessions/{id};
 * - GET /pay/{id}: a payment page with a Pay button; POST /pay/{id} completes the session, sends a
 *   signed `checkout.session.completed` event to the site's webhook (on the success_url's host), and
 *   redirects to success_url — as Stripe does;
 * - expire(id) sends `checkout.session.expired`.
 * Webhook signatures follow Stripe's scheme: `Stripe-Signature: t={ts},v1={hex HMAC-SHA256 of "{ts}.{body}"}`.
 */
export type FakeSession = {
  id: string
  object: 'checkout.session'
  mode: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  customer_email: string | null
  metadata: Record<string, string>
  success_url: string
  cancel_url: string | null
  expires_at: number
  url: string
}

export type WebhookDelivery = { sessionId: string; type: string; status: number; body: string }

export class FakeStripe {
  secretKey = 'sk_test_fake_forecourt'
  webhookSecret = 'whsec_fake_forecourt'
  readonly sessions = new Map<string, FakeSession>()
  readonly requests: { method: string; path: string; auth: string | undefined; params: Record<string, string> }[] = []
  readonly deliveries: WebhookDelivery[] = []
  /** where webhooks go: by default the success_url's host and port, reached on 127.0.0.1 */
  webhookPath = '/api/payments/stripe/webhook'
  private base = ''
  private server = http.createServer((req, res) => void this.handle(req, res))

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', resolve))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this.base
  }
  async stop() {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  /** Stripe's signature header for a payload (a forged one uses another secret). */
  sign(body: string, secret = this.webhookSecret, timestamp = Math.floor(Date.now() / 1000)): string {
    const v1 = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')
    return `t=${timestamp},v1=${v1}`
  }

  /** The event Stripe sends for a session: `{ id, object: 'event', type, data: { object: session } }`. */
  event(sessionId: string, type: string): string {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no fake session ${sessionId}`)
    return JSON.stringify({
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: session },
    })
  }

  /** Marks a session paid (or expired) and gives its signed event, for a test that calls the webhook route itself. */
  signedEvent(sessionId: string, type: 'checkout.session.completed' | 'checkout.session.expired') {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no fake session ${sessionId}`)
    if (type === 'checkout.session.completed') Object.assign(session, { status: 'complete', payment_status: 'paid' })
    else session.status = 'expired'
    const body = this.event(sessionId, type)
    return { body, signature: this.sign(body) }
  }

  /** Pays a session as the pay page does; answers the webhook delivery. */
  async pay(sessionId: string): Promise<WebhookDelivery> {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no fake session ${sessionId}`)
    session.status = 'complete'
    session.payment_status = 'paid'
    return this.deliver(session, 'checkout.session.completed')
  }

  async expire(sessionId: string): Promise<WebhookDelivery> {
    const session = this.sessions.get(sessionId)
    if (!session) throw new Error(`no fake session ${sessionId}`)
    session.status = 'expired'
    return this.deliver(session, 'checkout.session.expired')
  }

  private deliver(session: FakeSession, type: string): Promise<WebhookDelivery> {
    const body = this.event(session.id, type)
    const target = new URL(session.success_url)
    return new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: Number(target.port || 80),
          path: this.webhookPath,
          method: 'POST',
          headers: {
            host: target.host,
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
            'stripe-signature': this.sign(body),
            'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          },
        },
        (res) => {
          let text = ''
          res.on('data', (c) => (text += c))
          res.on('end', () => {
            const delivery = { sessionId: session.id, type, status: res.statusCode ?? 0, body: text }
            this.deliveries.push(delivery)
            resolve(delivery)
          })
        },
      )
      req.on('error', reject)
      req.end(body)
    })
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    let raw = ''
    for await (const chunk of req) raw += chunk
    const params = Object.fromEntries(new URLSearchParams(raw))
    this.requests.push({ method: req.method ?? '', path: url.pathname, auth: req.headers.authorization, params })
    const json = (status: number, body: unknown) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${randomBytes(6).toString('hex')}`,
      })
      res.end(JSON.stringify(body))
    }
    const invalid = (message: string, param?: string) =>
      json(400, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } })

    if (url.pathname.startsWith('/v1/')) {
      if (req.headers.authorization !== `Bearer ${this.secretKey}`)
        return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } })
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        if (params.mode !== 'payment') return invalid('Invalid mode', 'mode')
        const amount = Number(params['line_items[0][price_data][unit_amount]'])
        if (!Number.isInteger(amount) || amount < 50)
          return invalid('Invalid unit_amount', 'line_items[0][price_data][unit_amount]')
        if (!params.success_url) return invalid('Missing required param: success_url.', 'success_url')
        const now = Math.floor(Date.now() / 1000)
        const expires = Number(params.expires_at ?? now + 86400)
        if (!(expires >= now + 1800 && expires <= now + 86400))
          return invalid(
            'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
            'expires_at',
          )
        const id = `cs_test_${randomBytes(12).toString('hex')}`
        const metadata: Record<string, string> = {}
        for (const [k, v] of Object.entries(params)) {
          const m = /^metadata\[(.+)\]$/.exec(k)
          if (m) metadata[m[1]!] = v
        }
        const session: FakeSession = {
          id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'open',
          payment_status: 'unpaid',
          amount_total: amount,
          currency: params['line_items[0][price_data][currency]'] ?? 'aud',
          client_reference_id: params.client_reference_id ?? null,
          customer_email: params.customer_email ?? null,
          metadata,
          success_url: params.success_url,
          cancel_url: params.cancel_url ?? null,
          expires_at: expires,
          url: `${this.base}/pay/${id}`,
        }
        this.sessions.set(id, session)
        return json(200, session)
      }
      const get = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname)
      if (req.method === 'GET' && get) {
        const session = this.sessions.get(get[1]!)
        return session
          ? json(200, session)
          : json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } })
      }
      return json(404, {
        error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` },
      })
    }

    const pay = /^\/pay\/([\w]+)$/.exec(url.pathname)
    const session = pay ? this.sessions.get(pay[1]!) : undefined
    if (!session) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      return res.end('No such session')
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main>
<h1>Fake Stripe Checkout</h1><p>Pay A$${(session.amount_total / 100).toFixed(2)}</p>
<form method="post"><button type="submit">Pay</button></form></main></body></html>`)
    }
    if (session.status === 'open') await this.pay(session.id)
    res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) })
    res.end()
  }
}
