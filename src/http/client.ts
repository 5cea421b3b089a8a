import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

import { CHALLENGE_HEADER, CHALLENGE_MESSAGES, CHALLENGE_REQUIRED } from '@/domain/challenge'

import type { ContractName, ParamsOf, RequestOf, ResponseOf } from './contracts'
import { type Route, ROUTES } from './contracts/routes'

/**
 * The one way the browser calls our endpoints (docs/features/public-api.md): typed by the call's
 * contract (src/http/contracts), and the only `fetch` in client code (lint forbids any other).
 * `api.call` never throws: every answer, and a network failure (status 0), becomes a result.
 */
export type ApiResult<T> =
  /** `data` is null only when a 2xx answer had no JSON body. */
  | { ok: true; status: number; data: T | null }
  /**
   * `message`: the server's readable error, ours (`{error: {message, fields}}`, CONVENTIONS
   * "Errors") or a lead service's plain `{error: 'text'}`; null when it sent none. `status` 0 when
   * no answer came (the network), with `cause` the browser's error; `body` the answer's JSON, when it had one.
   */
  | {
      ok: false
      status: number
      message: string | null
      fields: Record<string, string>
      body: unknown
      cause?: unknown
    }

type QueryValue = string | number | boolean | null | undefined

export type CallOptions<K extends ContractName> = {
  /** Path parameters, one per {name} in the contract's path. */
  params?: ParamsOf<K>
  /** Query parameters of a POST (a GET's query is its input). */
  query?: Record<string, QueryValue>
  /**
   * Sends an Idempotency-Key (a retry is the same submission) and solves the site's challenge:
   * a string is the key, `true` a new one, `false` none; by default a new one for the contract's
   * idempotent calls (docs/features/security.md "Challenges and suspected leads").
   */
  idempotencyKey?: string | boolean
  signal?: AbortSignal
  cache?: RequestCache
  /** The admin's calls send the staff cookie whatever the origin. */
  credentials?: RequestCredentials
}

/** How long the browser tries to solve a challenge before it gives up (a few hundred ms is usual). */
const SOLVE_TIMEOUT_MS = 20_000

const newKey = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`

/** `{challenge, solution}` as the server reads it (src/http/challenge.ts), or null when it cannot be solved here. */
async function solve(challenge: Challenge): Promise<string | null> {
  try {
    const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS })
    if (!solution) return null
    const json = JSON.stringify({ challenge, solution })
    return btoa(String.fromCharCode(...new TextEncoder().encode(json)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '')
  } catch {
    return null // no Web Crypto (an old browser, a page not on https)
  }
}

/**
 * The error an answer carries: ours (`{error: {message, fields}}`, docs/CONVENTIONS.md) or a lead
 * service's plain `{error: 'text'}` (finance §8 "if the response has an error field, that text is shown").
 */
export function answerError(json: unknown): { message: string | null; fields: Record<string, string> } {
  const error = (json as { error?: unknown } | null)?.error
  if (typeof error === 'string') return { message: error.trim() ? error : null, fields: {} }
  const ours = (error ?? {}) as { message?: unknown; fields?: unknown }
  return {
    message: typeof ours.message === 'string' ? ours.message : null,
    fields: ours.fields && typeof ours.fields === 'object' ? (ours.fields as Record<string, string>) : {},
  }
}

const queryString = (query: Record<string, QueryValue> | undefined) => {
  const q = new URLSearchParams()
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== null) q.set(k, String(v))
  const s = q.toString()
  return s ? `?${s}` : ''
}

/** The address of a call: its path with the parameters filled in, and its query. */
export function urlOf(name: ContractName, params?: Record<string, unknown>, query?: Record<string, QueryValue>) {
  const path = ROUTES[name].path.replace(/\{(\w+)\}/g, (_, key: string) =>
    encodeURIComponent(String(params?.[key] ?? '')),
  )
  return `${path}${queryString(query)}`
}

type Answer = { status: number; ok: boolean; json: unknown; blob?: Blob }

async function readAnswer(res: Response, binary: boolean): Promise<Answer> {
  if (binary && res.ok) return { status: res.status, ok: true, json: null, blob: await res.blob() }
  const text = await res.text().catch(() => '')
  let json: unknown = null
  try {
    json = text.trim() ? JSON.parse(text) : null
  } catch {
    json = null // not JSON: a proxy's error page
  }
  return { status: res.status, ok: res.ok, json }
}

async function call<K extends ContractName>(
  name: K,
  input: RequestOf<K>,
  options: CallOptions<K> = {},
): Promise<ApiResult<ResponseOf<K>>> {
  const route: Route = ROUTES[name]
  const isGet = route.method === 'GET'
  const binary = route.binary === true
  const url = urlOf(
    name,
    options.params as Record<string, unknown> | undefined,
    isGet ? (input as Record<string, QueryValue> | undefined) : options.query,
  )
  const wanted = options.idempotencyKey ?? route.idempotent === true
  const key = typeof wanted === 'string' ? wanted : wanted ? newKey() : null

  const send = async (extra: Record<string, string> = {}): Promise<Answer> => {
    const headers: Record<string, string> = binary ? {} : { accept: 'application/json' }
    if (!isGet && input !== undefined) headers['content-type'] = 'application/json'
    if (key) headers['idempotency-key'] = key
    const res = await fetch(url, {
      method: route.method,
      headers: { ...headers, ...extra },
      ...(isGet || input === undefined ? {} : { body: JSON.stringify(input) }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
      ...(options.credentials ? { credentials: options.credentials } : {}),
    })
    return readAnswer(res, binary)
  }

  let answer: Answer
  try {
    answer = await send()
    const body = answer.json as { error?: { code?: unknown }; challenge?: unknown; received?: unknown } | null
    // Past the site's normal rate a write must solve a proof-of-work challenge: solved here and sent
    // again, without the shopper doing anything. A browser that cannot solve it gets the server's
    // answer, which for a lead says it was received and kept for the dealership to check: a success.
    if (key && answer.status === 429 && body?.error?.code === CHALLENGE_REQUIRED && body.challenge) {
      const proof = await solve(body.challenge as Challenge)
      if (proof) answer = await send({ [CHALLENGE_HEADER]: proof })
      else if (body.received === true)
        answer = {
          ok: true,
          status: 202,
          json: { received: true, redirect: '/success', message: CHALLENGE_MESSAGES.receivedUnchecked },
        }
    }
  } catch (cause) {
    return { ok: false, status: 0, message: null, fields: {}, body: null, cause }
  }
  if (answer.ok) return { ok: true, status: answer.status, data: (answer.blob ?? answer.json) as ResponseOf<K> | null }
  const { message, fields } = answerError(answer.json)
  return { ok: false, status: answer.status, message, fields, body: answer.json }
}

/**
 * Sends one analytics event from the browser, so pages write nothing while they render and their
 * HTML can be shared (docs/features/caching.md "Caching and page weight": sent with navigator.sendBeacon). A beacon
 * outlives the page; where there is none, a keepalive fetch. The body goes as a string,
 * text/plain, a simple request; the endpoints read it as JSON whatever its type. Failure is a
 * warning only (stock §8 "Analytics failure: Warning only").
 */
function beacon<K extends ContractName>(name: K, body: RequestOf<K>): void {
  const endpoint = urlOf(name)
  const text = JSON.stringify(body)
  try {
    if (navigator.sendBeacon?.(endpoint, text)) return
  } catch {
    // fall through to fetch
  }
  fetch(endpoint, { method: 'POST', body: text, keepalive: true })
    .then((r) => (r.ok ? undefined : console.warn(`analytics ${endpoint}: HTTP ${r.status}`)))
    .catch((err: unknown) => console.warn(`analytics ${endpoint} failed`, err))
}

export const api = { call, beacon, url: urlOf }
