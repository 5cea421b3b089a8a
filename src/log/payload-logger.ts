import { defaultLoggerOptions, type Config } from 'payload'

import { SECRET_KEYS, serializeError } from './redact'

type LoggerConfig = Extract<NonNullable<Config['logger']>, { options: unknown }>

/**
 * Payload's logger with secrets redacted (issue 8 #8): pino's `redact` censors secret keys at the
 * top level and one level down, the `err` serializer scrubs error messages, stacks and causes
 * (src/log/redact.ts). Output stays Payload's pretty stream.
 */
export const payloadLogger: LoggerConfig = {
  options: {
    redact: { paths: [...SECRET_KEYS, ...SECRET_KEYS.map((k) => `*.${k}`)], censor: '[redacted]' },
    serializers: { err: serializeError, error: serializeError },
  },
  destination: defaultLoggerOptions,
}

/**
 * Refused requests are warnings, not errors: a wrong password, an expired session or a forbidden
 * action is expected traffic, logged without a stack (serializeError drops it for 401 and 403).
 */
export const loggingLevels = {
  AuthenticationError: 'warn',
  Forbidden: 'warn',
  LockedAuth: 'warn',
  // Payload's ErrorName type leaves out UnauthorizedError; logError looks levels up by err.name.
  UnauthorizedError: 'warn',
} as Config['loggingLevels']
