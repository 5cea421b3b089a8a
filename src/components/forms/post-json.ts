import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'

import { CHALLENGE_HEADER, CHALLENGE_MESSAGES, CHALLENGE_REQUIRED } from '@/domain/challenge'

/** An answer of a shopper write: its status and JSON body (null when it sent none). */
export type Posted = { ok: boolean; status: number; json: Record<string, unknown> | null }

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
 * Every shopper write from the browser (docs/features/security.md "Security"): POST JSON with an Idempotency-Key, so a
 * retry is the same submission. When the site is past its normal rate the server asks for a
 * proof-of-work challenge (429 `challenge_required`); this solves it and sends the submission again,
 * without the shopper doing anything. A browser that cannot solve it gets the server's answer, which
 * for a lead says it was received (`received: true`) and kept for the dealership to check: that is
 * answered as a success, with the readable message.
 */
export async function postJson(url: string, body: unknown, { signal }: { signal?: AbortSignal } = {}): Promise<Posted> {
  const key = newKey()
  const send = async (extra: Record<string, string> = {}): Promise<Posted> => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', 'idempotency-key': key, ...extra },
      body: JSON.stringify(body),
      signal,
    })
    const json = (await res.json().catch(() => null)) as Record<string, unknown> | null
    return { ok: res.ok, status: res.status, json }
  }
  const first = await send()
  const error = first.json?.error as { code?: unknown } | undefined
  if (first.status !== 429 || error?.code !== CHALLENGE_REQUIRED || !first.json?.challenge) return first
  const proof = await solve(first.json.challenge as Challenge)
  if (proof) return send({ [CHALLENGE_HEADER]: proof })
  if (first.json.received === true)
    return {
      ok: true,
      status: 202,
      json: { received: true, redirect: '/success', message: CHALLENGE_MESSAGES.receivedUnchecked },
    }
  return first
}
