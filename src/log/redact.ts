/**
 * What never reaches the log (docs/features/security.md "Walls", "The log holds no secrets"): a failed write to
 * `users` logged its SQL with the bound parameters, i.e. the password hash, the salt and the reset
 * token. Pure, so the rules are tested on their own (tests/unit/log-redaction.test.ts).
 */

/** Keys whose values are secrets wherever they appear in a logged object. */
export const SECRET_KEYS = [
  'password',
  'hash',
  'salt',
  'resetPasswordToken',
  'reset_password_token',
  'token',
  'apiKey',
  'api_key',
  'authorization',
  'cookie',
  'params',
] as const

const CENSOR = '[redacted]'

/**
 * Drizzle's "params: a,b,c" tail of a failed query (bound values: hashes, salts, tokens, e-mails)
 * and any long hex or base64url run (hashes are 1,024 hex characters, salts 64, reset tokens 40).
 */
const PARAMS_TAIL = /(params:)[^\n]*/gi
const LONG_SECRET = /\b[A-Fa-f0-9]{32,}\b|\b[A-Za-z0-9_-]{40,}\b/g

export const redactText = (text: string): string =>
  text.replace(PARAMS_TAIL, `$1 ${CENSOR}`).replace(LONG_SECRET, CENSOR)

const secretKeys = new Set<string>(SECRET_KEYS.map((k) => k.toLowerCase()))

/** A copy of a logged value with secret keys censored and every string scrubbed (cycles and depth bounded). */
export function redactValue(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactText(value)
  if (!value || typeof value !== 'object') return value
  if (depth > 6 || seen.has(value)) return '[…]'
  seen.add(value)
  if (Array.isArray(value)) return value.map((v) => redactValue(v, depth + 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(value))
    out[key] = secretKeys.has(key.toLowerCase()) ? CENSOR : redactValue(v, depth + 1, seen)
  return out
}

type LoggedError = Error & {
  status?: number
  cause?: unknown
  originalError?: { status?: unknown }
  [key: string]: unknown
}

/** The HTTP status an error answers with; GraphQL wraps Payload's error in `originalError`. */
export function statusOf(err: unknown): number | undefined {
  const e = err as LoggedError | null | undefined
  const status = Number(e?.status ?? e?.originalError?.status)
  return Number.isInteger(status) && status > 0 ? status : undefined
}

/**
 * pino's `err` serializer: the error's name, message, status and stack with secrets scrubbed, and
 * the same for its cause. A refused request (401, 403) is expected traffic: message and status only,
 * no stack (each was 1.4 KB of stack before).
 */
export function serializeError(err: unknown): unknown {
  if (!err || typeof err !== 'object') return redactValue(err)
  const e = err as LoggedError
  const status = statusOf(e)
  const base = { type: e.name ?? 'Error', message: redactText(String(e.message ?? '')), ...(status ? { status } : {}) }
  if (status === 401 || status === 403) return base
  const extra: Record<string, unknown> = {}
  for (const [key, v] of Object.entries(e))
    if (!['message', 'stack', 'cause', 'status', 'name', 'originalError'].includes(key)) extra[key] = v
  return {
    ...base,
    ...(redactValue(extra) as object),
    stack: redactText(String(e.stack ?? '')),
    ...(e.cause ? { cause: serializeError(e.cause) } : {}),
  }
}

/**
 * The level for an error answered with this HTTP status, when it is lower than error: a refused
 * request (401, 403) is a warning, other bad input (400, 404, 409…) is info, as Payload's defaults.
 */
export function levelForStatus(status: unknown): 'warn' | 'info' | undefined {
  const code = Number(status)
  if (code === 401 || code === 403) return 'warn'
  if (code >= 400 && code < 500) return 'info'
  return undefined
}
