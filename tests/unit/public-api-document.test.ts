import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { GET } from '@/app/api/openapi.json/route'
import { CONTRACTS } from '@/http/contracts'
import { openApiDocument } from '@/http/openapi'

// docs/features/public-api.md: every public route of src/app/api is in /api/openapi.json, made from
// the same contracts the browser's typed client uses; staff-only and internal routes are left out,
// each for the reason below.

const API_DIR = path.join(process.cwd(), 'src/app/api')
const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const

/** Routes the document leaves out, by path, and why (docs/features/public-api.md "What the document leaves out"). */
const EXCLUDED: Record<string, string> = {
  '/api/health': 'an operations probe for the load balancer (docs/deploy.md "Operations"), not a call of the API',
  '/api/ready': 'an operations probe for the load balancer (docs/deploy.md "Operations"), not a call of the API',
  '/api/metrics': "Prometheus' scrape, behind METRICS_TOKEN: for operators only",
  '/api/revalidate': "internal: this server's own calls, with the internal key; anyone else gets a 404",
  '/api/site-map': "internal: the proxy's host allow-list, with the internal key; anyone else gets a 404",
  '/api/sms-outbox': "staff-only: the development SMS transport's outbox, for super-admins",
  '/api/payments/stripe/webhook': "Stripe's own signed calls: the body is Stripe's event, documented by Stripe",
  '/api/body-icons': 'a static SVG sprite the pages link to, not a call',
  '/api/payment-icons': 'a static SVG sprite the pages link to, not a call',
  '/api/openapi.json': 'the document itself',
}

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory()) return routeFiles(full)
    return e.name === 'route.ts' ? [full] : []
  })
}

/** Each route file's address (`[slug]` as `{slug}`) and the methods it exports. */
const routes = routeFiles(API_DIR).map((file) => {
  const rel = path.relative(API_DIR, path.dirname(file)).split(path.sep).join('/')
  const address = `/api/${rel}`.replace(/\[(\w+)\]/g, '{$1}')
  const source = fs.readFileSync(file, 'utf8')
  const methods = METHODS.filter((m) => new RegExp(`export (const|async function|function) ${m}\\b`).test(source))
  return { address, methods }
})

describe('GET /api/openapi.json', () => {
  const doc = openApiDocument()

  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0')
    expect(doc.info.title).toBeTruthy()
  })

  it('finds the routes to check', () => {
    expect(routes.length).toBeGreaterThan(30)
  })

  it.each(routes.filter((r) => !(r.address in EXCLUDED)))('has every method of $address', ({ address, methods }) => {
    expect(methods.length).toBeGreaterThan(0)
    for (const method of methods) expect(doc.paths?.[address], address).toHaveProperty(method.toLowerCase())
  })

  it('excludes only routes that exist, each with a reason', () => {
    const addresses = new Set(routes.map((r) => r.address))
    for (const [address, reason] of Object.entries(EXCLUDED)) {
      expect(addresses.has(address), address).toBe(true)
      expect(reason.length).toBeGreaterThan(10)
      expect(doc.paths?.[address], address).toBeUndefined()
    }
  })

  it('lists no call without a route: each public /api contract names a route file and method', () => {
    for (const c of Object.values(CONTRACTS).filter((c) => c.audience === 'public' && c.path.startsWith('/api/'))) {
      const route = routes.find((r) => r.address === c.path)
      expect(route, c.path).toBeDefined()
      expect(route!.methods, c.path).toContain(c.method)
    }
  })

  it('leaves the staff calls out', () => {
    for (const c of Object.values(CONTRACTS).filter((c) => c.audience === 'staff'))
      expect(doc.paths?.[c.path], c.path).toBeUndefined()
  })

  it('answers the document, cacheable, naming no host and no secret', async () => {
    const res = GET()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/)
    const text = JSON.stringify(await res.json())
    expect(JSON.parse(text)).toEqual(JSON.parse(JSON.stringify(doc)))
    expect(text).not.toMatch(/https?:\/\//)
    for (const key of ['PAYLOAD_SECRET', 'INTERNAL_KEY', 'METRICS_TOKEN', 'DATABASE_URL', 'STRIPE_SECRET_KEY']) {
      const value = process.env[key]
      if (value && value.length > 6) expect(text).not.toContain(value)
    }
  })
})
