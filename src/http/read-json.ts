import type { z } from 'zod'

import { apiError, type Fields, issueFields } from './api-error'
import { readBoundedText } from './bounded-body'

/**
 * What the shopper is told when a body cannot be used. `invalid` heads the fields of a body the
 * schema refuses (or is worked out from them); the others have plain defaults.
 */
export type JsonBodyMessages = {
  invalid: string | ((fields: Fields) => string)
  tooLarge?: string
  notJson?: string
  unreadable?: string
}

export type JsonBodyOptions<T> = {
  maxBytes: number
  schema: z.ZodType<T>
  /** a string is the `invalid` message */
  messages: string | JsonBodyMessages
  /** 415 unless Content-Type is application/json or application/*+json */
  requireJsonType?: boolean
  /** the fields of a body the schema refuses; zod's issues, the first message per path, by default */
  fields?: (issues: z.core.$ZodIssue[]) => Fields
  /** the code of a body the schema refuses (default `invalid_body`) */
  invalidCode?: string
  /** the 4xx answer's shape: apiError by default; Payload's own routes add Payload's `errors` list */
  answer?: (status: number, code: string, message: string, fields?: Fields) => Response
}

export type JsonBody<T> = { ok: true; data: T } | { ok: false; response: Response }

/**
 * The one way a route reads a JSON body: at most `maxBytes`, cut off as soon as it passes, parsed,
 * and checked with `schema`. Gives the data, or the 4xx answer in the error vocabulary every route
 * shares (CONVENTIONS "Errors"):
 * - 415 `unsupported_media_type`: not sent as JSON (only with `requireJsonType`);
 * - 413 `too_large`: over `maxBytes`;
 * - 400 `invalid_json`: not JSON at all, `fields.body` says so;
 * - 400 `invalid_body` (or `invalidCode`): JSON the schema refuses, `fields` say what is wrong.
 */
export async function readJson<T>(request: Request, options: JsonBodyOptions<T>): Promise<JsonBody<T>> {
  const m = typeof options.messages === 'string' ? { invalid: options.messages } : options.messages
  const answer = options.answer ?? apiError
  if (options.requireJsonType) {
    const type = request.headers.get('content-type') ?? ''
    if (!/^application\/(.+\+)?json\b/i.test(type.trim()))
      return fail(
        answer(415, 'unsupported_media_type', m.notJson ?? 'Send the body as JSON (content-type: application/json).'),
      )
  }
  const text = await readBoundedText(request, options.maxBytes)
  if (text === 'too_large')
    return fail(answer(413, 'too_large', m.tooLarge ?? `The request body may be at most ${kb(options.maxBytes)}.`))
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    const fields = { body: 'Not valid JSON.' }
    return fail(answer(400, 'invalid_json', m.unreadable ?? message(m.invalid, fields), fields))
  }
  const parsed = options.schema.safeParse(json)
  if (!parsed.success) {
    const fields = (options.fields ?? issueFields)(parsed.error.issues)
    return fail(answer(400, options.invalidCode ?? 'invalid_body', message(m.invalid, fields), fields))
  }
  return { ok: true, data: parsed.data }
}

const fail = (response: Response): JsonBody<never> => ({ ok: false, response })
const message = (invalid: JsonBodyMessages['invalid'], fields: Fields) =>
  typeof invalid === 'function' ? invalid(fields) : invalid
const kb = (bytes: number) => (bytes >= 1024 ? `${Math.round(bytes / 1024)} KB` : `${bytes} bytes`)
