import http from 'node:http'

import { type APIResponse, expect } from '@playwright/test'

import { serverPort } from '../e2e/helpers'

/**
 * The e2e server trusts 127.0.0.1 and ::1 as proxies (scripts/e2e.mjs TRUST_PROXY), so each attack
 * names its own client address in X-Forwarded-For and the rest of the suite keeps its budget.
 * Documentation addresses (RFC 5737), one per test.
 */
export const attacker = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}` })

/**
 * docs/features/security.md "Rate limits and bodies": limited requests get 429 with Retry-After and a readable JSON
 * message.
 */
export async function expectRateLimited(res: APIResponse) {
  expect(res.status()).toBe(429)
  expect(Number(res.headers()['retry-after'])).toBeGreaterThanOrEqual(1)
  const body = await res.json()
  expect(body.error.code).toBe('rate_limited')
  expect(body.error.message).toMatch(/try again/i)
}

/** Another verb (PATCH, DELETE…) or Host than the default POST to the admin host, and credentials. */
export type RawRequestOptions = { method?: string; host?: string; authorization?: string }

/**
 * POSTs `total` bytes in 64 KB chunks with no Content-Length (a streamed body), stopping as soon as
 * the server answers. Resolves with the status, the body and how much was sent by then.
 */
export function postStreamed(
  path: string,
  total: number,
  contentType: string,
  { method = 'POST', host = `localhost:${serverPort()}`, authorization }: RawRequestOptions = {},
): Promise<{ status: number; body: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const req = http.request(
      {
        host: '127.0.0.1',
        port: serverPort(),
        path,
        method,
        // Node frames a DELETE body only when told to: without this it sends the bytes unframed.
        headers: {
          'content-type': contentType,
          'transfer-encoding': 'chunked',
          host,
          ...(authorization ? { authorization } : {}),
        },
      },
      (res) => {
        answered = true
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sent }))
      },
    )
    req.on('error', (err) => (answered ? undefined : reject(err)))
    const chunk = Buffer.alloc(64 * 1024, 'a')
    chunk.write('{"q":"')
    const pump = () => {
      while (!answered && sent < total) {
        sent += chunk.length
        if (!req.write(chunk)) return void req.once('drain', pump)
      }
      if (!answered) req.end()
    }
    pump()
  })
}

/** A request that declares a huge Content-Length and sends only a few bytes of it. */
export function postDeclared(
  path: string,
  declared: number,
  contentType: string,
  { method = 'POST', host = `localhost:${serverPort()}`, authorization }: RawRequestOptions = {},
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: serverPort(),
        path,
        method,
        headers: {
          'content-type': contentType,
          'content-length': String(declared),
          host,
          ...(authorization ? { authorization } : {}),
        },
      },
      (res) => {
        let body = ''
        res.on('data', (c) => (body += c))
        res.on('end', () => {
          req.destroy()
          resolve({ status: res.statusCode ?? 0, body })
        })
      },
    )
    req.on('error', reject)
    req.write('{"query":"')
  })
}
