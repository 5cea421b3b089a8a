import { NextResponse } from 'next/server'

import { releaseHeldLeads } from '@/data/leads/intake'
import { runIntake } from '@/data/leads/intake-context'
import type { SiteContext } from '@/data/sites/sites'
import { CHALLENGE_HEADER, CHALLENGE_MESSAGES, CHALLENGE_REQUIRED, CHALLENGE_TTL_S } from '@/domain/challenge'
import type { Id } from '@/domain/ids'
import { type RateLimits, rateLimits } from '@/limits/rate-limit'
import type { RatePolicyName } from '@/limits/rate-limit-policies'
import { metrics } from '@/ops/metrics'

import { checkChallenge, issueChallenge } from './challenge'
import { clientIp } from './client-ip'
import { idempotencyKey } from './idempotency-key'
import { rateLimited } from './rate-limited'

/**
 * The limits of a public write (ARCHITECTURE "Walls": limits refuse the sender, not the site).
 * - `perIp`: the client's own budget (its address decided by the production server from the
 *   socket); past it the client gets 429.
 * - `perSite`: the site's normal rate. It is spent only by writes that were accepted (an answer
 *   under 400), so junk counts against its sender's address alone. Past it a write must carry a
 *   solved challenge (src/http/challenge.ts), which the shopper's browser fetches and solves by
 *   itself; a script without one gets 429 `challenge_required`.
 * - `hold` (lead intake): an unchallenged write past the site's rate still runs, and a lead it
 *   stores is kept, held as suspected, never dropped; the answer is the same 429 with
 *   `received: true`. The browser's challenged retry of the same submission (same Idempotency-Key)
 *   releases it for delivery and gets the first try's answer.
 * - `failOpen` (phone reveal): a limited request still runs; the handler asks `isLimited` and
 *   skips its writes (stock §8: a dealer's number is never withheld because a log call failed).
 */
export type WriteLimits = {
  perIp: RatePolicyName
  perSite: RatePolicyName
  hold?: boolean
  failOpen?: boolean
  /** The 429's message for a client past its own budget, where the spec words one. */
  message?: string
}

const limitedRequests = new WeakSet<Request>()
const solvedRequests = new WeakSet<Request>()

/** Whether this request was admitted only because its route fails open (see `failOpen`). */
export const isLimited = (request: Request) => limitedRequests.has(request)

/** 429 challenge_required with a new challenge of this site; `received` when the lead was kept. */
export async function challengeRequired(siteId: Id, received = false): Promise<Response> {
  metrics().challenges.inc({ event: received ? 'held' : 'issued' })
  return NextResponse.json(
    {
      error: {
        code: CHALLENGE_REQUIRED,
        message: received ? CHALLENGE_MESSAGES.receivedUnchecked : CHALLENGE_MESSAGES.required,
      },
      challenge: await issueChallenge(siteId),
      ...(received ? { received: true } : {}),
    },
    { status: 429, headers: { 'cache-control': 'no-store', 'retry-after': '1' } },
  )
}

/**
 * Null when the request carries a solved challenge of the site (one its admission already accepted
 * counts), else 429 challenge_required: for a write that needs one on its own account, such as a
 * phone code past a few an hour from one address.
 */
export async function requireChallenge(
  request: Request,
  siteId: Id,
  limits: RateLimits = rateLimits(),
): Promise<Response | null> {
  if (solvedRequests.has(request)) return null
  if ((await checkChallenge(request.headers, siteId, limits)) === 'solved') {
    metrics().challenges.inc({ event: 'solved' })
    solvedRequests.add(request)
    return null
  }
  return challengeRequired(siteId)
}

/** What a held submission answered, kept for its challenged retry. */
type Held = { leadIds: Id[]; status: number; body: unknown }
const heldKey = (siteId: Id, key: string) => `held:${siteId}:${key}`

/** Runs `handle` under the write's limits, or answers the refusal. */
export async function admitWrite(
  request: Request,
  site: Pick<SiteContext, 'id'>,
  limit: WriteLimits,
  handle: () => Promise<Response>,
  limits: RateLimits = rateLimits(),
): Promise<Response> {
  const failOpen = () => {
    limitedRequests.add(request)
    return handle()
  }
  const byIp = await limits.consume(limit.perIp, clientIp(request.headers).ip)
  if (!byIp.ok) return limit.failOpen ? failOpen() : rateLimited(byIp.retryAfterS, limit.message)

  const siteKey = String(site.id)
  const idem = idempotencyKey(request.headers)
  const key = idem.ok ? idem.key : null
  const overBudget = await limits.spent(limit.perSite, siteKey)
  // A solution is checked past the site's rate, or whenever one is sent (a browser's retry of a held
  // submission may come after the rate has dropped again).
  const verdict =
    overBudget || request.headers.has(CHALLENGE_HEADER) ? await checkChallenge(request.headers, site.id, limits) : null
  let suspected = false
  if (verdict === 'solved') {
    metrics().challenges.inc({ event: 'solved' })
    solvedRequests.add(request)
    const held = key ? await limits.take<Held>(heldKey(site.id, key)) : null
    if (held) {
      await releaseHeldLeads(held.leadIds)
      return NextResponse.json(held.body, { status: held.status, headers: { 'cache-control': 'no-store' } })
    }
  } else if (overBudget) {
    if (limit.failOpen) return failOpen()
    if (!limit.hold) return challengeRequired(site.id)
    suspected = true
  }

  const intake = { suspected, leadIds: [] as Id[] }
  const response = await runIntake(intake, handle)
  // Only an accepted write spends the site's budget.
  if (response.status < 400) await limits.consume(limit.perSite, siteKey)
  if (!suspected || response.status >= 300 || !intake.leadIds.length) return response
  if (key) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null)
    await limits.keep(
      heldKey(site.id, key),
      { leadIds: intake.leadIds, status: response.status, body },
      CHALLENGE_TTL_S,
    )
  }
  return challengeRequired(site.id, true)
}
