import { createHmac } from 'node:crypto'

import { type Challenge, createChallenge, randomInt, type Solution, verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { payloadSecret } from '@/db/secret'
import { CHALLENGE_HEADER, CHALLENGE_TTL_S, CHALLENGE_WORK } from '@/domain/challenge'
import type { Id } from '@/domain/ids'
import type { RateLimits } from '@/limits/rate-limit'

/**
 * The proof-of-work challenge a public write must carry once its site is past its normal rate
 * (ARCHITECTURE "Walls"; docs/features/security.md "Security"): self-hosted ALTCHA (`altcha-lib`), no third party.
 * A challenge is signed with a key derived from PAYLOAD_SECRET (every instance agrees), bound to one
 * site, expires after CHALLENGE_TTL_S, and its solution is accepted once.
 */
const secrets = (secret = payloadSecret()) => ({
  hmacSignatureSecret: createHmac('sha256', secret).update('forecourt challenge').digest('hex'),
  hmacKeySignatureSecret: createHmac('sha256', secret).update('forecourt challenge key').digest('hex'),
})

/** A new challenge for a shopper of this site. */
export async function issueChallenge(siteId: Id): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(CHALLENGE_WORK.max, CHALLENGE_WORK.min),
    deriveKey,
    data: { site: String(siteId) },
    expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_TTL_S,
    ...secrets(),
  })
}

export type ChallengeVerdict = 'solved' | 'missing' | 'invalid' | 'replayed'

/** The most a challenge header can hold: a challenge and its solution are a few hundred bytes. */
const MAX_HEADER = 4096

/** `{challenge, solution}` from the header (base64url JSON), or null when it is not that shape. */
function readHeader(value: string): { challenge: Challenge; solution: Solution } | null {
  if (value.length > MAX_HEADER) return null
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as {
      challenge?: Challenge
      solution?: Solution
    }
    const { challenge, solution } = parsed
    if (!challenge || typeof challenge !== 'object' || typeof challenge.parameters !== 'object') return null
    if (!solution || typeof solution !== 'object') return null
    return { challenge, solution }
  } catch {
    return null
  }
}

/**
 * Whether the request carries a solved challenge of this site that was not used before. A solution
 * is spent here: the same header sent again is `replayed`.
 */
export async function checkChallenge(headers: Headers, siteId: Id, limits: RateLimits): Promise<ChallengeVerdict> {
  const value = headers.get(CHALLENGE_HEADER)
  if (!value) return 'missing'
  const given = readHeader(value)
  if (!given || given.challenge.parameters.data?.site !== String(siteId)) return 'invalid'
  try {
    const result = await verifySolution({ ...given, deriveKey, ...secrets() })
    if (!result.verified) return 'invalid'
  } catch {
    return 'invalid'
  }
  const first = await limits.firstTime('challenge-spent', given.challenge.parameters.nonce, CHALLENGE_TTL_S)
  return first ? 'solved' : 'replayed'
}
