import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** What one request to the fake asked for. */
export type SeenRequest = { method: string; path: string; params: URLSearchParams; accept: string | undefined }

/**
 * A stand-in for a maps geocoding API (finance §7 "GET maps geocoding by postal code, country AU"),
 * shaped like Google's Geocoding API: `/maps/api/geocode/json?components=postal_code:NNNN|country:AU&key=…`
 * answering `{ status, results: [{ geometry: { location: { lat, lng } } }] }`. Test-only.
 */
export class FakeGeocoder {
  readonly seen: SeenRequest[] = []
  /** postcode → point; others answer ZERO_RESULTS */
  points = new Map<string, { lat: number; lng: number }>([['2500', { lat: -34.4278, lng: 150.8931 }]])
  key = 'test-key'
  /** a fixed answer for every request, overriding the normal behaviour */
  override: { status: number; body: string; delayMs?: number } | null = null
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    this.seen.push({
      method: req.method ?? '',
      path: url.pathname,
      params: url.searchParams,
      accept: req.headers.accept,
    })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (this.override) {
      const { status, body, delayMs } = this.override
      setTimeout(() => send(status, body), delayMs ?? 0)
      return
    }
    if (url.pathname !== '/maps/api/geocode/json') return send(404, { status: 'NOT_FOUND' })
    if (url.searchParams.get('key') !== this.key)
      return send(200, { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.', results: [] })
    const match = /^postal_code:(\d{4})\|country:AU$/.exec(url.searchParams.get('components') ?? '')
    const point = match ? this.points.get(match[1]!) : undefined
    if (!point) return send(200, { status: 'ZERO_RESULTS', results: [] })
    send(200, {
      status: 'OK',
      results: [{ formatted_address: `NSW ${match![1]}, Australia`, geometry: { location: point } }],
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
