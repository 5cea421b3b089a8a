import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { payloadRest } from '@/http/payload-rest'
import config from '@payload-config'

// docs/features/security.md "Walls", "The shopper API has paths of its own": the shopper API is off Payload's
// /api/{collection} paths, so no route has to forward to Payload's REST handlers. Next serves a
// route file before the catch-all, so a file at /api/{collection} hid Payload's REST for that path:
// it had to hand the other verbs on, and once /api/leads handed them on past every gate. The
// shopper's calls now have paths of their own (/api/enquiries, /api/reserve,
// /api/account/saved-searches, /api/vehicles/{slug}/…), and Payload's paths are the catch-all's
// alone, behind its gates (body bounds, the CSRF check, ADMIN_HOSTS).
const API_DIR = path.resolve('src/app/api')
const WRITES = ['PATCH', 'DELETE', 'PUT'] as const
const SITE_HOST = 'harbourside-toyota.localhost:3000'
const ADMIN_HOST = 'localhost:3000'

const collectionSlugs = async () => (await config).collections.map((c) => c.slug)

const request = (method: string, host: string, headers: Record<string, string> = {}, body?: string) =>
  new Request(`http://${host}/api/x?where[id][exists]=true`, {
    method,
    headers: { host, 'content-type': 'application/json', ...headers },
    body,
  })
const handle = (method: keyof typeof payloadRest, slug: string, req: Request) =>
  payloadRest[method](req, { params: Promise.resolve({ slug: [slug] }) })

// The collections whose paths once held a shopper route (they must stay Payload's).
const FORMER = ['leads', 'reservations', 'saved-searches', 'cars']

describe("no route of ours sits in a collection's /api/{slug}: Payload's REST is the catch-all's", () => {
  it('has no route folder named after a collection or the globals', async () => {
    const slugs = await collectionSlugs()
    expect(slugs).toEqual(expect.arrayContaining(FORMER))
    const taken = [...slugs, 'globals'].filter((slug) => fs.existsSync(path.join(API_DIR, slug)))
    expect(taken).toEqual([])
  })

  it("answers 404 on a site host, before reading anything: the admin's API is not there", async () => {
    for (const slug of FORMER) {
      for (const method of ['GET', 'OPTIONS', ...WRITES] as const) {
        const body = method === 'GET' || method === 'OPTIONS' ? undefined : '{}'
        const res = await handle(method, slug, request(method, SITE_HOST, {}, body))
        expect(res.status, `${method} /api/${slug}`).toBe(404)
        expect((await res.json()).error.code).toBe('not_found')
      }
    }
  })

  it('refuses a body over 1 MB with 413 (every body is bounded)', async () => {
    const big = JSON.stringify({ message: 'a'.repeat(1024 * 1024 + 10) })
    for (const slug of FORMER) {
      for (const method of WRITES) {
        const res = await handle(method, slug, request(method, ADMIN_HOST, {}, big))
        expect(res.status, `${method} /api/${slug}`).toBe(413)
        expect((await res.json()).error.code).toBe('too_large')
      }
    }
  })

  it('refuses a cookie-authenticated write from another origin (a CSRF origin check)', async () => {
    const forged = { cookie: 'payload-token=anything', origin: 'https://evil.example' }
    for (const slug of FORMER) {
      for (const method of WRITES) {
        const res = await handle(method, slug, request(method, ADMIN_HOST, forged, '{}'))
        expect(res.status, `${method} /api/${slug}`).toBe(403)
        expect((await res.json()).error.code).toBe('cross_site_request')
      }
    }
  })
})
