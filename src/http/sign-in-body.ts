import { JSON_BODY_MAX_BYTES } from '@/domain/body-limits'

import { readBoundedText } from './bounded-body'
import { payloadRouteError } from './payload-routes'

/** The e-mail and password a sign-in names; nulls for what it does not. */
export type Credentials = { email: string | null; password: string | null }

/** The e-mail as Payload's login compares it (trimmed, lower case), bounded for a throttle key. */
export const signInEmail = (value: unknown): string | null =>
  typeof value === 'string' ? value.trim().toLowerCase().slice(0, 320) : null

export const credentialsOf = (data: unknown): Credentials => {
  const body = (data && typeof data === 'object' ? data : {}) as { email?: unknown; password?: unknown }
  return { email: signInEmail(body.email), password: typeof body.password === 'string' ? body.password : null }
}

const unreadable = () =>
  payloadRouteError(
    415,
    'unsupported_media_type',
    'Send the sign-in as JSON (application/json) or as multipart/form-data with a _payload field.',
  )
const invalid = (message: string) => payloadRouteError(400, 'invalid_body', message)

/** The sign-in's data as Payload reads it (its addDataAndFileToRequest): a JSON body, or multipart's `_payload` JSON field. */
async function signInData(request: Request): Promise<{ data: unknown } | { response: Response }> {
  const [type = ''] = (request.headers.get('content-type') ?? '').toLowerCase().split(';', 1)
  const text = request.body ? await readBoundedText(request, JSON_BODY_MAX_BYTES) : ''
  if (text === 'too_large') return { response: payloadRouteError(413, 'too_large', 'The sign-in is too large.') }
  if (!text.trim()) return { data: {} }
  try {
    if (type.trim() === 'application/json') return { data: JSON.parse(text) }
    if (type.trim() !== 'multipart/form-data') return { response: unreadable() }
    const form = await new Response(text, {
      headers: { 'content-type': request.headers.get('content-type')! },
    }).formData()
    const fields = form.get('_payload')
    return { data: typeof fields === 'string' ? JSON.parse(fields) : {} }
  } catch {
    return { response: invalid('The sign-in body could not be read: send {"email": "…", "password": "…"}.') }
  }
}

/**
 * Reads a REST sign-in once, in every body type Payload accepts, and hands Payload the same data
 * as JSON: the e-mail the throttle counts is the one Payload checks, whatever the body type
 * (docs/features/security.md "Security"). Other types (url-encoded, text…) answer 415: Payload reads no credentials
 * from them.
 */
export async function readSignIn(
  request: Request,
): Promise<{ request: Request; credentials: Credentials } | { response: Response }> {
  const read = await signInData(request)
  if ('response' in read) return read
  const headers = new Headers(request.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  headers.delete('transfer-encoding')
  return {
    credentials: credentialsOf(read.data),
    request: new Request(request.url, {
      method: request.method,
      headers,
      body: JSON.stringify(read.data),
      signal: request.signal,
    }),
  }
}
