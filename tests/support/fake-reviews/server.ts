import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type FakeReview = {
  id: string
  author_name: string
  rating: number
  text?: string | null
  created_at: string
  reply?: { text: string; created_at?: string | null } | null
}

/**
 * A stand-in for a hosted reviews API (src/integrations/reviews/http.ts): GET
 * /v1/places/{placeId}/reviews[?page_token=N] with a bearer token, answering pages of `pageSize`
 * reviews and a next_page_token. Unknown places answer 404. Test-only.
 */
export class FakeReviewsApi {
  readonly seen: { path: string; token: string | null; authorization: string | undefined }[] = []
  token = 'reviews-token'
  pageSize = 2
  places = new Map<string, FakeReview[]>()
  /** places whose requests answer 500 */
  failing = new Set<string>()
  private server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    this.seen.push({
      path: url.pathname,
      token: url.searchParams.get('page_token'),
      authorization: req.headers.authorization,
    })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(body))
    }
    if (req.headers.authorization !== `Bearer ${this.token}`) return send(401, { error: 'unauthorised' })
    const match = /^\/v1\/places\/([^/]+)\/reviews$/.exec(url.pathname)
    const place = match ? decodeURIComponent(match[1]!) : ''
    if (this.failing.has(place)) return send(500, { error: 'boom' })
    const reviews = this.places.get(place)
    if (!reviews) return send(404, { error: 'no such place' })
    const from = Number(url.searchParams.get('page_token') ?? 0)
    const page = reviews.slice(from, from + this.pageSize)
    const next = from + this.pageSize < reviews.length ? String(from + this.pageSize) : null
    send(200, { reviews: page, next_page_token: next })
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
