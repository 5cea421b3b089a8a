import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What one request to the fake asked for. */
export type SeenValuation = {
  method: string
  path: string
  authorization: string | undefined
  contentType: string | undefined
  accept: string | undefined
  body: unknown
}

/**
 * A stand-in for a trade-in valuation provider (src/integrations/trade-in/http.ts): POST
 * /v1/valuations with a bearer key and {make, model, year, km, country}, answering {low, high} from
 * `ranges` (keyed 'make model', any case) or {low: null, high: null}. Test-only.
 */
export class FakeValuer {
  readonly seen: SeenValuation[] = []
  key = 'valuer-key'
  ranges = new Map<string, { low: number; high: number }>([['toyota corolla', { low: 14_000, high: 17_500 }]])
  /** a fixed answer for every request, overriding the normal behaviour */
  override: { status: number; body: string; delayMs?: number } | null = null
  private server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8')
      let body: unknown = raw
      try {
        body = JSON.parse(raw)
      } catch {
        /* kept as text */
      }
      this.seen.push({
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://fake').pathname,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        accept: req.headers.accept,
        body,
      })
      const send = (status: number, answer: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(typeof answer === 'string' ? answer : JSON.stringify(answer))
      }
      if (this.override) {
        const { status, body: answer, delayMs } = this.override
        setTimeout(() => send(status, answer), delayMs ?? 0)
        return
      }
      if (req.method !== 'POST' || !req.url?.startsWith('/v1/valuations')) return send(404, { error: 'not found' })
      if (req.headers.authorization !== `Bearer ${this.key}`) return send(401, { error: 'unauthorised' })
      const v = body as { make?: string; model?: string }
      const range = this.ranges.get(`${v.make} ${v.model}`.toLowerCase())
      send(200, range ?? { low: null, high: null })
    })
  })

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop() {
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}
