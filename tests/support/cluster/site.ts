import fs from 'node:fs'
import http from 'node:http'

import { type Answer, request, sleep } from '../reliability/app'

/**
 * Calls the cluster's tests make, as a shopper's browser or a member of staff would: to one port
 * (an instance directly, or nginx), with a site's Host header and a client address of its own.
 */
let addressSeq = 0
/** A fresh client address (10.77.x.y) for each call: the page and API limits count per address. */
export const freshAddress = () => {
  addressSeq += 1
  return `10.77.${(addressSeq >> 8) & 255}.${addressSeq & 255}`
}

export const siteHost = (site: string, port: number) => `${site}.localhost:${port}`

/** A GET of a site's page or API from a fresh address. */
export const getPage = (port: number, site: string, path: string, headers: Record<string, string> = {}) =>
  request(port, { path, host: siteHost(site, port), headers: { 'x-forwarded-for': freshAddress(), ...headers } })

/** A JSON POST to a site's API. */
export const postJson = (
  port: number,
  site: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) =>
  request(port, {
    method: 'POST',
    path,
    host: siteHost(site, port),
    headers: { 'x-forwarded-for': freshAddress(), ...headers },
    body: JSON.stringify(body),
  })

export type Account = { email: string; password: string; role: string; tenant: string | null }
export const demoAccounts = (): Account[] => JSON.parse(fs.readFileSync('scripts/seed/accounts.json', 'utf8'))

/** A staff sign-in on the admin host of `port` (127.0.0.1): the JWT and the session cookie. */
export async function staffSignIn(port: number, account: Account): Promise<{ token: string; cookie: string }> {
  const res = await request(port, {
    method: 'POST',
    path: '/api/users/login',
    headers: { 'x-forwarded-for': freshAddress() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  })
  if (res.status !== 200) throw new Error(`staff login on ${port} answered ${res.status}: ${res.text.slice(0, 300)}`)
  const cookie = [res.headers['set-cookie'] ?? []].flat().find((c) => c.startsWith('payload-token='))
  return { token: JSON.parse(res.text).token, cookie: cookie?.split(';')[0] ?? '' }
}

/** A call to Payload's REST API on `port` with a staff JWT; answers the parsed body (throws on an error status). */
export async function staffApi<T = Record<string, unknown>>(
  port: number,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const res = await request(port, {
    method,
    path,
    headers: { authorization: `JWT ${token}`, 'x-forwarded-for': freshAddress() },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (res.status >= 300)
    throw new Error(`${method} ${path} on ${port} answered ${res.status}: ${res.text.slice(0, 300)}`)
  return JSON.parse(res.text) as T
}

/**
 * Asks `probe` until `done` holds, at most `timeoutMs`; answers the instant (Date.now()) of the first
 * answer that held, or null.
 */
export async function firstSeen(
  probe: () => Promise<Answer>,
  done: (answer: Answer) => boolean,
  timeoutMs: number,
): Promise<number | null> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const answer = await probe().catch(() => null)
    if (answer && done(answer)) return Date.now()
    await sleep(20)
  }
  return null
}

/**
 * A JSON POST whose body is sent in two halves: the server has taken the request (its handler waits
 * for the rest) before `finish` sends the second half. A request held in flight, for a shutdown to
 * finish rather than cut.
 */
export function postInTwoHalves(
  port: number,
  site: string,
  path: string,
  body: unknown,
  headers: Record<string, string>,
) {
  const text = Buffer.from(JSON.stringify(body))
  const half = Math.floor(text.length / 2)
  const req = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path,
    agent: false,
    headers: {
      host: siteHost(site, port),
      'content-type': 'application/json',
      'content-length': String(text.length),
      'x-forwarded-for': freshAddress(),
      ...headers,
    },
  })
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let got = ''
      res.setEncoding('utf8')
      res.on('data', (c) => (got += c))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: got }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
  answer.catch(() => undefined) // a cut connection may fail it before the caller awaits it
  req.write(text.subarray(0, half))
  return { answer, finish: () => req.end(text.subarray(half)) }
}
