import fs from 'node:fs'
import path from 'node:path'

import config from '@payload-config'
import { describe, expect, it } from 'vitest'

// Issue 8 (defects 6, 7, 10): Payload's REST answers only on the admin hosts, reads at most 1 MB and
// refuses a cookie write from another origin. A route file at exactly /api/{collection} (for its own
// public POST) shadows the catch-all for that path, and /api/leads handed its other verbs straight to
// Payload, past all three gates. Every such file is found here from the collections in the config,
// so a new one is checked too.
const API_DIR = path.resolve('src/app/api')
const WRITES = ['PATCH', 'DELETE', 'PUT'] as const
const SITE_HOST = 'harbourside-toyota.localhost:3000'
const ADMIN_HOST = 'localhost:3000'

type Handler = (request: Request, context?: unknown) => Promise<Response>
type RouteModule = Partial<Record<string, Handler>>

async function shadowingRoutes(): Promise<{ slug: string; route: RouteModule }[]> {
  const slugs = (await config).collections.map((c) => c.slug)
  const found = slugs.filter((slug) => fs.existsSync(path.join(API_DIR, slug, 'route.ts')))
  return Promise.all(
    found.map(async (slug) => ({
      slug,
      route: (await import(/* @vite-ignore */ path.join(API_DIR, slug, 'route.ts'))) as RouteModule,
    })),
  )
}

const request = (method: string, host: string, headers: Record<string, string> = {}, body?: string) =>
  new Request(`http://${host}/api/x?where[id][exists]=true`, {
    method,
    headers: { host, 'content-type': 'application/json', ...headers },
    body,
  })

describe("routes that shadow a collection's /api/{slug} put Payload's verbs behind its gates", () => {
  it('finds the known ones, and each serves the admin its list (GET) besides its own POST', async () => {
    const routes = await shadowingRoutes()
    expect(routes.map((r) => r.slug).sort()).toEqual(
      expect.arrayContaining(['leads', 'reservations', 'saved-searches']),
    )
    for (const { slug, route } of routes) expect(typeof route.GET, slug).toBe('function')
  })

  it("answers 404 on a site host, before reading anything: the admin's API is not there", async () => {
    for (const { slug, route } of await shadowingRoutes()) {
      for (const method of ['GET', 'OPTIONS', ...WRITES]) {
        const handler = route[method]
        if (!handler) continue
        const res = await handler(
          request(method, SITE_HOST, {}, method === 'GET' || method === 'OPTIONS' ? undefined : '{}'),
        )
        expect(res.status, `${method} /api/${slug}`).toBe(404)
        expect((await res.json()).error.code).toBe('not_found')
      }
    }
  })

  it('refuses a body over 1 MB with 413 (issue 8 #6: "Bound every body (1 MB JSON …) and answer 413")', async () => {
    const big = JSON.stringify({ message: 'a'.repeat(1024 * 1024 + 10) })
    for (const { slug, route } of await shadowingRoutes()) {
      for (const method of WRITES) {
        const handler = route[method]
        if (!handler) continue
        const res = await handler(request(method, ADMIN_HOST, {}, big))
        expect(res.status, `${method} /api/${slug}`).toBe(413)
        expect((await res.json()).error.code).toBe('too_large')
      }
    }
  })

  it('refuses a cookie-authenticated write from another origin (issue 8 #7 "a CSRF origin check")', async () => {
    const forged = { cookie: 'payload-token=anything', origin: 'https://evil.example' }
    for (const { slug, route } of await shadowingRoutes()) {
      for (const method of WRITES) {
        const handler = route[method]
        if (!handler) continue
        const res = await handler(request(method, ADMIN_HOST, forged, '{}'))
        expect(res.status, `${method} /api/${slug}`).toBe(403)
        expect((await res.json()).error.code).toBe('cross_site_request')
      }
    }
  })
})
