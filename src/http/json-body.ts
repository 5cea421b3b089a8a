import { readBoundedText } from './bounded-body'

export type JsonBody = { ok: true; value: unknown } | { ok: false; reason: 'not_json' | 'too_large' | 'bad_json' }

/** A JSON request body (application/json or +json) of at most `maxBytes`. */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  const type = request.headers.get('content-type') ?? ''
  if (!/^application\/(.+\+)?json\b/i.test(type.trim())) return { ok: false, reason: 'not_json' }
  if (!request.body) return { ok: false, reason: 'bad_json' }
  const text = await readBoundedText(request, maxBytes)
  if (text === 'too_large') return { ok: false, reason: 'too_large' }
  try {
    return { ok: true, value: JSON.parse(text) }
  } catch {
    return { ok: false, reason: 'bad_json' }
  }
}
