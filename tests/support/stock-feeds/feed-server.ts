import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export type FeedFile = { body: string; contentType?: string }

/**
 * A DMS's feed host on loopback for tests and the bench: serves whatever file the test sets at a
 * path, optionally behind basic auth or a header token, slowly, cut short, or endlessly large.
 */
export class FeedServer {
  files = new Map<string, FeedFile>()
  basic: { user: string; password: string } | null = null
  token: { header: string; value: string } | null = null
  requests = 0
  private server: Server | null = null
  base = ''

  async start(): Promise<this> {
    this.server = createServer((req, res) => this.answer(req, res))
    await new Promise<void>((r) => this.server!.listen(0, '127.0.0.1', r))
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections()
    return new Promise((r) => (this.server ? this.server.close(() => r()) : r()))
  }

  private answer(req: IncomingMessage, res: ServerResponse) {
    this.requests++
    if (this.basic) {
      const want = `Basic ${Buffer.from(`${this.basic.user}:${this.basic.password}`).toString('base64')}`
      if (req.headers.authorization !== want) return void res.writeHead(401).end()
    }
    if (this.token && req.headers[this.token.header.toLowerCase()] !== this.token.value)
      return void res.writeHead(403).end()
    const path = (req.url ?? '/').split('?')[0]!
    if (path === '/slow') return void setTimeout(() => res.end('late'), 5_000)
    if (path === '/truncated') {
      res.writeHead(200, { 'content-type': 'text/csv', 'content-length': '100000' })
      res.write('stocknum,make\nA1,Toyota\n')
      return void setTimeout(() => res.destroy(), 50)
    }
    if (path === '/huge') {
      res.writeHead(200, { 'content-type': 'text/csv' })
      const chunk = Buffer.alloc(64 * 1024, 'x')
      let sent = 0
      const pump = () => {
        while (sent < 50 && res.write(chunk)) sent++
        if (sent >= 50) res.end()
        else res.once('drain', pump)
      }
      res.on('close', () => (sent = 50))
      return void pump()
    }
    const file = this.files.get(path)
    if (!file) return void res.writeHead(404).end()
    const body = Buffer.from(file.body)
    res.writeHead(200, { 'content-type': file.contentType ?? 'application/xml', 'content-length': body.byteLength })
    res.end(body)
  }
}
