import { payloadClient } from '@/data/payload'
import { equalCostHash, LOGIN_THROTTLED_MESSAGE, loginThrottle } from '@/http/login-throttle'
import { payloadRouteError } from '@/http/payload-routes'
import { rateLimited, rateLimits } from '@/http/rate-limit'
import { clientIp } from '@/http/client-ip'

type Route = (request: Request) => Promise<Response>

/** The email and password of a JSON sign-in body; nulls when it is not one. */
async function credentials(request: Request): Promise<{ email: string | null; password: string | null }> {
  try {
    const body = (await request.clone().json()) as { email?: unknown; password?: unknown }
    return {
      email: typeof body?.email === 'string' ? body.email.trim().toLowerCase().slice(0, 320) : null,
      password: typeof body?.password === 'string' ? body.password : null,
    }
  } catch {
    return { email: null, password: null }
  }
}

/**
 * POST /api/{auth collection}/login through the login throttle (issue 8 defect 4): 429 with
 * Retry-After while a key cools down; an unknown email first pays the same password hash as a
 * known one, so timing does not tell them apart; Payload then answers its one message for every
 * failure ("The email or password provided is incorrect."), since its lock is off (collections/Users).
 */
export async function throttledSignIn(collection: string, request: Request, signIn: Route): Promise<Response> {
  const { email, password } = await credentials(request)
  const gate = await loginThrottle(rateLimits()).begin(request.headers, email)
  if ('retryAfterS' in gate) {
    return payloadRouteError(429, 'rate_limited', LOGIN_THROTTLED_MESSAGE(gate.retryAfterS), {
      'retry-after': String(gate.retryAfterS),
    })
  }
  if (email && password) {
    const payload = await payloadClient()
    const { totalDocs } = await payload.count({
      collection: collection as 'users',
      where: { email: { equals: email } },
      overrideAccess: true,
    })
    if (!totalDocs) await equalCostHash(password)
  }
  let response: Response | undefined
  try {
    response = await signIn(request)
    return response
  } finally {
    await gate.done(response?.status === 200)
  }
}

/** POST /api/{auth collection}/forgot-password: each one sends an e-mail, so it is limited per address. */
export async function limitedForgotPassword(request: Request, send: Route): Promise<Response> {
  const verdict = await rateLimits().consume('forgotPasswordPerIp', clientIp(request.headers).ip)
  return verdict.ok ? send(request) : rateLimited(verdict.retryAfterS)
}

/** The auth operations that take a token or make an account, besides login and forgot-password. */
export const ACCOUNT_TOKEN_OPERATIONS = new Set(['reset-password', 'verify', 'unlock', 'first-register'])

/** POST /api/{auth collection}/reset-password, /verify/{token}, /unlock, /first-register: limited per address. */
export async function limitedAccountToken(request: Request, send: Route): Promise<Response> {
  const verdict = await rateLimits().consume('accountTokenPerIp', clientIp(request.headers).ip)
  return verdict.ok ? send(request) : rateLimited(verdict.retryAfterS)
}
