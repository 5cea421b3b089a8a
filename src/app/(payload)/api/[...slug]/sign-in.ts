import { clientIp } from '@/http/client-ip'
import { rateLimits } from '@/limits/rate-limit'
import { rateLimited } from '@/http/rate-limited'
import { readSignIn } from '@/http/sign-in-body'
import { throttledSignIn } from '@/http/throttled-sign-in'

type Route = (request: Request) => Promise<Response>

/**
 * POST /api/{auth collection}/login: the body read once, in any type Payload accepts (415 for the
 * others), then through the login throttle (src/http/throttled-sign-in.ts).
 */
export async function throttledRestSignIn(collection: string, request: Request, signIn: Route): Promise<Response> {
  const read = await readSignIn(request)
  if ('response' in read) return read.response
  return throttledSignIn(collection, read.credentials, request.headers, async () => {
    const response = await signIn(read.request)
    return { response, succeeded: response.status === 200 }
  })
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
