import { payloadClient } from '@/data/runtime/payload'
import { rateLimits } from '@/limits/rate-limit'

import { equalCostHash, LOGIN_THROTTLED_MESSAGE, loginThrottle } from './login-throttle'
import { payloadRouteError } from './payload-routes'
import type { Credentials } from './sign-in-body'

/** One sign-in attempt: Payload's answer, and whether it signed the account in. */
export type SignInAttempt = () => Promise<{ response: Response; succeeded: boolean }>

/**
 * A sign-in to an auth collection through the login throttle, over REST or GraphQL alike (docs/features/security.md
 * "Security"): 429 with Retry-After while a key cools down; an unknown e-mail first pays the same
 * password hash as a known one, so timing does not tell them apart; Payload then answers its one
 * message for every failure, since its lock is off (collections/Users).
 */
export async function throttledSignIn(
  collection: string,
  { email, password }: Credentials,
  headers: Headers,
  attempt: SignInAttempt,
): Promise<Response> {
  const gate = await loginThrottle(rateLimits()).begin(headers, email)
  if ('retryAfterS' in gate) {
    return payloadRouteError(429, 'rate_limited', LOGIN_THROTTLED_MESSAGE(gate.retryAfterS), {
      'retry-after': String(gate.retryAfterS),
    })
  }
  let succeeded = false
  try {
    if (email && password) {
      const payload = await payloadClient()
      const { totalDocs } = await payload.count({
        collection: collection as 'users',
        where: { email: { equals: email } },
        overrideAccess: true,
      })
      if (!totalDocs) await equalCostHash(password)
    }
    const outcome = await attempt()
    succeeded = outcome.succeeded
    return outcome.response
  } finally {
    await gate.done(succeeded)
  }
}
