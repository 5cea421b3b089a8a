import type { z } from 'zod'

import { apiError, issueFields } from './api-error'
import { readBoundedText } from './bounded-body'

/**
 * A small JSON body (a beacon or a one-field call), read no further than `maxBytes` and checked
 * with `schema`. Gives the data, or the 4xx answer: 413 too_large, or 400 invalid_body whose
 * message is `invalidMessage` and whose fields say what is wrong.
 */
export async function smallJsonBody<T>(
  request: Request,
  maxBytes: number,
  schema: z.ZodType<T>,
  invalidMessage: string,
): Promise<{ ok: true; data: T } | { ok: false; response: Response }> {
  const text = await readBoundedText(request, maxBytes)
  if (text === 'too_large') return { ok: false, response: apiError(413, 'too_large', 'The request is too large.') }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return { ok: false, response: apiError(400, 'invalid_body', invalidMessage, { body: 'Not valid JSON.' }) }
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success)
    return { ok: false, response: apiError(400, 'invalid_body', invalidMessage, issueFields(parsed.error.issues)) }
  return { ok: true, data: parsed.data }
}
