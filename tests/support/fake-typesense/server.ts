import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { type Doc, parseFilter } from './filter'
import { type FakeSearchParams, runSearch } from './search'

export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  body: string
  apiKey?: string
}

/**
 * A fake Typesense server on 127.0.0.1 for tests (never used by the application). It records every
 * request, keeps collections in memory and answers multi_search by evaluating the searches (see
 * search.ts) — or with canned results queued by the test.
 */
export class FakeTypesense {
  readonly requests: RecordedRequest[] = []
  readonly collections = new Map<string, { schema: unknown; docs: Map<string, Doc> }>()
  readonly canned: unknown[] = []
  private server?: http.Server

  constructor(readonly apiKey = 'test-admin-key') {}

  get url(): string {
    const { port } = this.server!.address() as AddressInfo
    return `http://127.0.0.1:${port}`
  }

  /** Listens on 127.0.0.1:`port` (0: any free port). */
  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      let body = ''
      req.on('data', (c) => (body += c))
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://fake')
        const record: RecordedRequest = {
          method: req.method ?? 'GET',
          path: url.pathname,
          query: Object.fromEntries(url.searchParams),
          body,
          apiKey:
            (req.headers['x-typesense-api-key'] as string | undefined) ??
            url.searchParams.get('x-typesense-api-key') ??
            undefined,
        }
        this.requests.push(record)
        const [status, payload, type] = this.handle(record)
        res.writeHead(status, { 'content-type': type ?? 'application/json' })
        res.end(typeof payload === 'string' ? payload : JSON.stringify(payload))
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve))
    return this
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()))
  }

  /** Requests to one endpoint, e.g. searchesSent() for the bodies of multi_search calls. */
  searchesSent(): FakeSearchParams[][] {
    return this.requests.filter((r) => r.path === '/multi_search').map((r) => JSON.parse(r.body).searches)
  }

  private handle(r: RecordedRequest): [number, unknown, string?] {
    if (r.apiKey !== this.apiKey)
      return [401, { message: 'Forbidden - a valid `x-typesense-api-key` header must be sent.' }]
    const parts = r.path.split('/').filter(Boolean)
    if (r.path === '/health') return [200, { ok: true }]
    if (r.method === 'POST' && r.path === '/collections') {
      const schema = JSON.parse(r.body)
      if (this.collections.has(schema.name)) return [409, { message: 'already exists' }]
      this.collections.set(schema.name, { schema, docs: new Map() })
      return [201, schema]
    }
    if (parts[0] === 'collections' && parts.length === 2 && r.method === 'GET') {
      const c = this.collections.get(parts[1]!)
      return c ? [200, c.schema] : [404, { message: 'Not Found' }]
    }
    if (parts[0] === 'collections' && parts[2] === 'documents') {
      const c = this.collections.get(parts[1]!)
      if (!c) return [404, { message: 'Not Found' }]
      if (parts[3] === 'import' && r.method === 'POST') {
        const lines = r.body.split('\n').filter(Boolean)
        for (const line of lines) {
          const doc = JSON.parse(line) as Doc
          c.docs.set(String(doc.id), doc)
        }
        return [200, lines.map(() => JSON.stringify({ success: true })).join('\n'), 'text/plain']
      }
      if (parts.length === 3 && r.method === 'DELETE') {
        const match = parseFilter(r.query.filter_by ?? '')
        let n = 0
        for (const [id, doc] of c.docs) if (match(doc) && c.docs.delete(id)) n++
        return [200, { num_deleted: n }]
      }
    }
    if (r.method === 'POST' && r.path === '/multi_search') {
      if (this.canned.length) return [200, this.canned.shift()]
      const { searches } = JSON.parse(r.body) as { searches: (FakeSearchParams & { collection: string })[] }
      const results = searches.map((s) => {
        const c = this.collections.get(s.collection)
        return c ? runSearch([...c.docs.values()], s) : { error: `Not found.`, code: 404 }
      })
      return [200, { results }]
    }
    return [404, { message: 'Not Found' }]
  }
}
