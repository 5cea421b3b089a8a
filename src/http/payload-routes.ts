import type { PayloadRequest } from 'payload'

import { JSON_BODY_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from '@/domain/body-limits'

import type { Fields } from './api-error'
import { readBoundedText } from './bounded-body'
import { type JsonBody, type JsonBodyOptions, readJson } from './read-json'

/**
 * An error for Payload's own routes: Payload's `errors` list, which the admin shows, and our
 * `error` object (CONVENTIONS "Errors"), so every client reads it.
 */
export const payloadRouteError = (
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
) => payloadFieldError(status, code, message, undefined, headers)

/** payloadRouteError naming each field's problem: a staff endpoint's bad body (readJson's `answer`). */
export function payloadFieldError(
  status: number,
  code: string,
  message: string,
  fields?: Fields,
  headers: Record<string, string> = {},
) {
  return Response.json(
    { errors: [{ message }], error: { code, message, ...(fields ? { fields } : {}) } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )
}

/** readJson for a Payload endpoint: its `req` is the incoming Request, and a 4xx carries `errors` too. */
export const readPayloadJson = <T>(req: PayloadRequest, options: JsonBodyOptions<T>): Promise<JsonBody<T>> =>
  readJson(req as unknown as Request, { answer: payloadFieldError, ...options })

const tooLarge = (limit: number) =>
  payloadRouteError(413, 'too_large', `The request body is larger than ${Math.round(limit / (1024 * 1024))} MB.`)

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The timestamps every document has, which Payload stores as sent and reads back as dates. */
const TIMESTAMPS = ['createdAt', 'updatedAt'] as const
const DATE_RANGE = [Date.parse('0001-01-01T00:00:00Z'), Date.parse('9999-12-31T23:59:59Z')] as const
const isStorableDate = (text: string) => {
  const t = Date.parse(text)
  return t >= DATE_RANGE[0] && t <= DATE_RANGE[1]
}

/**
 * Why Payload cannot take this JSON document, or null: a value that is no object or list (`1`,
 * `"x"`, `null`), on which Payload fails with a 500, or a timestamp that is not a date (Payload's own
 * collections, such as `payload-preferences`, store `createdAt: -1353279559` and then fail to read
 * it back). Invalid JSON is Payload's to answer (400 "Invalid JSON").
 */
function documentProblem(text: string): string | null {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return 'Send the document as a JSON object.'
  for (const name of TIMESTAMPS) {
    const stamp = (value as Record<string, unknown>)[name]
    if (stamp !== undefined && !(typeof stamp === 'string' && isStorableDate(stamp)))
      return `${name} must be a date, such as 2026-12-07T09:30:00.000Z.`
  }
  return null
}

/**
 * The request with its body bounded (docs/features/security.md "Rate limits and bodies", "Bodies"), or the 413 answer.
 * A JSON (or any non-file) body is read here, at most JSON_BODY_MAX_BYTES and cut off as soon as it
 * passes (a streamed body is counted, Content-Length only refuses early), then handed on as a fresh
 * request. A multipart upload is refused early by Content-Length and otherwise streamed to Payload,
 * whose parser stops at `upload.limits.fileSize` and `upload.requestSizeLimit` (payload.config.ts).
 */
export async function boundedPayloadRequest(request: Request): Promise<Request | Response> {
  if (BODYLESS.has(request.method.toUpperCase()) || !request.body) return request
  const given = request.headers.get('content-type') ?? ''
  const type = given.toLowerCase()
  if (type.startsWith('multipart/')) {
    const declared = Number(request.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > UPLOAD_REQUEST_MAX_BYTES) return tooLarge(UPLOAD_REQUEST_MAX_BYTES)
    const normal = normalMediaType(given)
    if (normal === given) return request
    const headers = new Headers(request.headers)
    headers.set('content-type', normal)
    return new Request(request, { headers })
  }
  const text = await readBoundedText(request, JSON_BODY_MAX_BYTES)
  if (text === 'too_large') return tooLarge(JSON_BODY_MAX_BYTES)
  // Payload reads a JSON body as the document.
  const problem = type.split(';', 1)[0]!.trim() === 'application/json' ? documentProblem(text) : null
  if (problem) return payloadRouteError(400, 'invalid_body', problem)
  const headers = new Headers(request.headers)
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  if (given) headers.set('content-type', normalMediaType(given))
  return new Request(request.url, { method: request.method, headers, body: text, signal: request.signal })
}

/**
 * The Content-Type with its media type in lower case and its parameters as sent (a multipart
 * boundary is case-sensitive). Media types are case-insensitive (RFC 9110 §8.3.1), but Payload
 * compares `application/json` exactly and answered `APPLICATION/JSON` with a 500.
 */
function normalMediaType(header: string): string {
  const semicolon = header.indexOf(';')
  return semicolon < 0
    ? header.trim().toLowerCase()
    : `${header.slice(0, semicolon).trim().toLowerCase()}${header.slice(semicolon)}`
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Wraps a Payload route handler so it never reads an unbounded body. */
export const withBoundedBody =
  <C>(handler: Handler<C>): Handler<C> =>
  async (request, context) => {
    const bounded = await boundedPayloadRequest(request)
    return bounded instanceof Response ? bounded : handler(bounded, context)
  }
