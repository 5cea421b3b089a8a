import { buildSchema, NoFragmentCyclesRule, parse, validate, type DocumentNode } from 'graphql'

import { apiError } from './api-error'

/**
 * Bad requests to Payload's REST and GraphQL routes answer 4xx, not Payload's 500 (issue 8,
 * defect 12): a write body Payload cannot read, a GraphQL body that is not JSON or not a
 * document, and a fragment cycle.
 */
const READABLE_WRITE = /^(application\/json|multipart\/form-data|application\/x-www-form-urlencoded)\b/i

const hasBody = (request: Request) => Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding')

/** A REST write with a body in a type Payload does not parse (text/plain, XML…): 415. */
export function unreadableWriteBody(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || !hasBody(request)) return null
  if (READABLE_WRITE.test(request.headers.get('content-type') ?? '')) return null
  return apiError(415, 'unsupported_media_type', 'Send the body as JSON (application/json) or as multipart/form-data.')
}

// The cycle rule needs a schema argument only for its signature; it looks at fragments alone.
const EMPTY_SCHEMA = buildSchema('type Query { _: Boolean }')

const badGraphql = (message: string) => apiError(400, 'invalid_graphql', message)

/**
 * Reads a GraphQL POST once and checks that it is JSON with a parsable `query` and no fragment
 * cycle; answers the request rebuilt with the same body for Payload, or a 400.
 */
export async function wellFormedGraphql(request: Request): Promise<{ request: Request } | { response: Response }> {
  const text = await request.text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { response: badGraphql('Send a JSON body: {"query": "…", "variables": {…}}.') }
  }
  const query = body && typeof body === 'object' ? (body as { query?: unknown }).query : undefined
  if (typeof query !== 'string') return { response: badGraphql('The body needs a "query" string.') }
  let document: DocumentNode
  try {
    document = parse(query, { maxTokens: 10_000 })
  } catch (err) {
    return { response: badGraphql(`The query is not valid GraphQL: ${(err as Error).message}`) }
  }
  const cycles = validate(EMPTY_SCHEMA, document, [NoFragmentCyclesRule])
  if (cycles.length) return { response: badGraphql(cycles[0].message) } // the rest is Payload's, against the real schema
  return { request: new Request(request.url, { method: request.method, headers: request.headers, body: text }) }
}
