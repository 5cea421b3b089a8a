import { type Challenge, solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'

import { CHALLENGE_HEADER } from '@/domain/challenge'

/** The header a browser sends with a solved challenge (src/http/client.ts), solved here in Node. */
export async function solvedChallenge(challenge: Challenge): Promise<Record<string, string>> {
  const solution = await solveChallenge({ challenge, deriveKey })
  return { [CHALLENGE_HEADER]: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64url') }
}
