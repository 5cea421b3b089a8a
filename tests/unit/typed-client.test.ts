import fs from 'node:fs'

import { afterEach, describe, expect, it, vi } from 'vitest'

import { api } from '@/http/client'
import { type Contract, CONTRACTS } from '@/http/contracts'
import { ROUTES } from '@/http/contracts/routes'

// docs/features/public-api.md "The typed client": one call per contract, typed, never a throw; an
// Idempotency-Key only where the contract (or the caller) asks for one.

type Seen = { url: string; method: string; headers: Headers; body: unknown }
let seen: Seen[] = []
function answer(status: number, body: string | 'network') {
  seen = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      seen.push({
        url,
        method: String(init.method),
        headers: new Headers(init.headers),
        body: init.body === undefined ? undefined : JSON.parse(String(init.body)),
      })
      if (body === 'network') throw new TypeError('Failed to fetch')
      return new Response(body, { status })
    }),
  )
}
afterEach(() => vi.unstubAllGlobals())

describe('api.call', () => {
  it('a GET: the query from its input, path parameters filled in, no body and no key', async () => {
    answer(200, JSON.stringify({ views: 3, car_fields: { photos_count: 1, price: null } }))
    const res = await api.call(
      'vehicle-view',
      { photos_count: '1', updated_at: undefined, website_id: '7' },
      { params: { slug: 'a b/c' } },
    )
    expect(res).toEqual({ ok: true, status: 200, data: { views: 3, car_fields: { photos_count: 1, price: null } } })
    expect(seen).toMatchObject([
      { url: '/api/vehicles/a%20b%2Fc/view.json?photos_count=1&website_id=7', method: 'GET' },
    ])
    expect(seen[0]!.body).toBeUndefined()
    expect(seen[0]!.headers.get('idempotency-key')).toBeNull()
  })

  it('a shopper write the contract calls idempotent: JSON with a new Idempotency-Key each time', async () => {
    answer(201, JSON.stringify({ ok: true, phone: '0412 345 678' }))
    await api.call('phone-reveal', { car_id: 7 })
    await api.call('phone-reveal', { car_id: 7 })
    expect(seen.map((s) => s.body)).toEqual([{ car_id: 7 }, { car_id: 7 }])
    expect(seen[0]!.headers.get('content-type')).toBe('application/json')
    const keys = seen.map((s) => s.headers.get('idempotency-key'))
    expect(keys.every((k) => k && /^\S{8,128}$/.test(k))).toBe(true)
    expect(new Set(keys).size).toBe(2)
  })

  it('a call that is not idempotent sends no key unless asked, and the caller may name its own', async () => {
    answer(200, JSON.stringify({ success: true, added: 1, skipped: 0 }))
    await api.call('watchlist-merge', { car_ids: ['a'] })
    await api.call('watchlist-merge', { car_ids: ['a'] }, { idempotencyKey: 'merge-key-1' })
    expect(seen.map((s) => s.headers.get('idempotency-key'))).toEqual([null, 'merge-key-1'])
  })

  it("an error: the server's readable message and fields, and its body", async () => {
    const body = { error: { code: 'invalid_body', message: 'Fix it', fields: { token: 'Required' } } }
    answer(400, JSON.stringify(body))
    expect(await api.call('unsubscribe', { token: '' })).toEqual({
      ok: false,
      status: 400,
      message: 'Fix it',
      fields: { token: 'Required' },
      body,
    })
  })

  it('an answer that is not JSON: no message, no body', async () => {
    answer(502, '<html>bad gateway</html>')
    expect(await api.call('sign-out', undefined)).toMatchObject({ ok: false, status: 502, message: null, body: null })
  })

  it("no answer at all: status 0 with the browser's error, never a throw", async () => {
    answer(0, 'network')
    const res = await api.call('save-search', { url: '/search/used-cars' })
    expect(res).toMatchObject({ ok: false, status: 0, message: null })
    expect(!res.ok && res.cause).toBeInstanceOf(TypeError)
  })
})

describe('the run-time route table', () => {
  it('agrees with the contracts: the same calls, addresses, methods and sending rules', () => {
    expect(Object.keys(ROUTES).sort()).toEqual(Object.keys(CONTRACTS).sort())
    for (const [name, c] of Object.entries(CONTRACTS) as [keyof typeof ROUTES, Contract][]) {
      expect({ name, ...ROUTES[name] }).toEqual({
        name,
        method: c.method,
        path: c.path,
        ...(c.idempotent ? { idempotent: true } : {}),
        ...(c.response === 'binary' ? { binary: true } : {}),
      })
    }
  })

  it('the typed client loads no zod: it imports only the route table and types', () => {
    const source = fs.readFileSync('src/http/client.ts', 'utf8')
    expect(source).not.toMatch(/from 'zod'/)
    expect(source).not.toMatch(/^import \{[^}]*\} from '\.\/contracts'$/m)
  })
})
