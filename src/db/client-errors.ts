import type { AfterErrorHook } from 'payload'

/**
 * Payload answers 500 for two kinds of error that a client's bad input causes (docs/features/security.md "Security":
 * "Every one a 4xx with a message"): a multipart body its parser cannot read (the parser's own error, or
 * Payload's rethrow of it with the default status), and a value that passed field validation but that the
 * database driver cannot bind or store (an object in a text column, a number out of range). The
 * error is still logged in full by Payload; the client gets a 400 that says what to fix.
 */
const MULTIPART_FAULT = /unexpected end of form|malformed|boundary|multipart/i

/** libsql's own words for a value it cannot bind (a plain Error, not a TypeError). */
const BINDING_FAULT = /can only bind|cannot be passed as argument|only finite numbers/i

type Cause = { name?: string; code?: unknown; cause?: unknown }

/** The error and the causes it wraps (drizzle's "Failed query" wraps the driver's error). */
function* chain(error: unknown): Generator<Cause> {
  for (let e = error as Cause | undefined, depth = 0; e && depth < 5; e = e.cause as Cause | undefined, depth++) yield e
}

/** The driver refused a value: a binding TypeError/RangeError (SQLite), or a data exception (PostgreSQL class 22). */
const isDataFault = (error: unknown) =>
  [...chain(error)].some(
    (e) =>
      e.name === 'TypeError' ||
      e.name === 'RangeError' ||
      BINDING_FAULT.test((e as { message?: string }).message ?? '') ||
      (typeof e.code === 'string' && e.code.startsWith('22')),
  )

/** A unique constraint refused the row (PostgreSQL 23505; SQLite's SQLITE_CONSTRAINT_UNIQUE or _PRIMARYKEY). */
const isConflict = (error: unknown) =>
  [...chain(error)].some(
    (e) =>
      e.code === '23505' ||
      /^SQLITE_CONSTRAINT_(UNIQUE|PRIMARYKEY)$/.test(String(e.code ?? '')) ||
      /UNIQUE constraint failed/.test((e as { message?: string }).message ?? ''),
  )

export type ClientFault = { status: number; message: string } | null

export function clientFault(error: unknown, contentType: string | null): ClientFault {
  const e = error as { name?: string; status?: number; message?: string }
  if ((e?.status ?? 500) === 500 && /^multipart\//i.test(contentType ?? '') && MULTIPART_FAULT.test(e?.message ?? ''))
    return /limit has been reached/i.test(e.message ?? '')
      ? { status: 413, message: 'The upload is larger than this server accepts.' }
      : { status: 400, message: 'The multipart body could not be read. Send well-formed multipart/form-data.' }
  const failedQuery = typeof e?.message === 'string' && e.message.startsWith('Failed query')
  if (failedQuery && isConflict(error))
    return {
      status: 409,
      message: 'This would duplicate a document that already exists. Change the value that must be unique.',
    }
  if (failedQuery && isDataFault(error))
    return { status: 400, message: 'A value in this request has the wrong type or is out of range for its field.' }
  return null
}

export const clientErrorStatus: AfterErrorHook = ({ error, req }) => {
  const fault = clientFault(error, req.headers?.get('content-type') ?? null)
  if (!fault) return
  return {
    status: fault.status,
    response: { errors: [{ message: fault.message }], error: { code: 'bad_request', message: fault.message } },
  }
}
