import { type Config, defaultLoggerOptions } from 'payload'

import { logFormat } from './format'
import { levelForStatus, redactText, SECRET_KEYS, serializeError, statusOf } from './redact'
import { currentRequestId } from './request-id'

type LoggerConfig = Extract<NonNullable<Config['logger']>, { options: unknown }>
type LevelLogger = Record<'warn' | 'info', (...args: unknown[]) => void>

const json = logFormat() === 'json'

/**
 * In JSON (docs/deploy.md "Operations"): the level as its name and the time as ISO 8601, as the console's
 * lines (src/log/json-console.ts), to stdout.
 */
const jsonLines = {
  formatters: { level: (label: string) => ({ level: label }) },
  timestamp: () => `,"time":"${new Date().toISOString()}"`,
}

/**
 * Payload's logger with secrets redacted (docs/features/security.md "Walls", "The log holds no secrets"): pino's `redact` censors secret keys at the
 * top level and one level down, the `err` serializer scrubs error messages, stacks and causes
 * (src/log/redact.ts). Every line written while the production server handles a request carries
 * its id (`reqId`). JSON lines or Payload's pretty stream, as LOG_FORMAT says (src/log/format.ts).
 */
export const payloadLogger: LoggerConfig = {
  options: {
    ...(json ? jsonLines : {}),
    mixin: () => {
      const reqId = currentRequestId()
      return reqId ? { reqId } : {}
    },
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)], censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      // Payload picks a level by err.name, which a production build minifies ("B" for
      // AuthenticationError): every refused request was an ERROR. The HTTP status survives.
      // pino takes the message line from err.message when none is given: scrub that too.
      logMethod(args, method, level) {
        const err = (args[0] as { err?: { message?: unknown } } | undefined)?.err
        if (err && args.length === 1) args = [args[0], redactText(String(err.message ?? 'Error'))] as typeof args
        const lower = err && level >= 50 ? levelForStatus(statusOf(err)) : undefined
        if (lower) return (this as unknown as LevelLogger)[lower](...args)
        return method.apply(this, args)
      },
    },
  },
  // undefined: pino's own stdout destination, one JSON object a line.
  destination: json ? undefined : defaultLoggerOptions,
}

/**
 * Refused requests are warnings, not errors: a wrong password, an expired session or a forbidden
 * action is expected traffic, logged without a stack (serializeError drops it for 401 and 403).
 * These names hold in development; the logMethod hook above does the same by status in production.
 */
export const loggingLevels = {
  AuthenticationError: 'warn',
  Forbidden: 'warn',
  LockedAuth: 'warn',
  // Payload's ErrorName type leaves out UnauthorizedError; logError looks levels up by err.name.
  UnauthorizedError: 'warn',
} as Config['loggingLevels']
