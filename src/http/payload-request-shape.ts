import { buildSchema, type DocumentNode, NoFragmentCyclesRule, parse, validate } from 'graphql'

import { apiError } from './api-error'
import { depthOf, rootFieldsOf } from './graphql-shape'

/**
 * Bad requests to Payload's REST and GraphQL routes answer 4xx, not Payload's 500 (docs/features/security.md
 * "Proof": no 5xx for bad input): a write body Payload cannot read, a GraphQL body that is not JSON
 * or not a document, and a fragment cycle.
 */
// Payload reads no url-encoded body (its data stays undefined and the hooks fail): 415 too.
const READABLE_WRITE = /^(application\/json|multipart\/form-data)\b/i

const hasBody = (request: Request) =>
  Number(request.headers.get('content-length') ?? 0) > 0 || request.headers.has('transfer-encoding')

/** A REST write with a body in a type Payload does not parse (text/plain, XML…): 415. */
export function unreadableWriteBody(request: Request): Response | null {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS' || !hasBody(request))
    return null
  if (READABLE_WRITE.test(request.headers.get('content-type') ?? '')) return null
  return apiError(415, 'unsupported_media_type', 'Send the body as JSON (application/json) or as multipart/form-data.')
}

// The cycle rule needs a schema argument only for its signature; it looks at fragments alone.
const EMPTY_SCHEMA = buildSchema('type Query { _: Boolean }')

const badGraphql = (message: string) => apiError(400, 'invalid_graphql', message)

/** The most tokens a staff GraphQL document may hold: GraphQL's parser stops there. */
const GRAPHQL_MAX_TOKENS = 10_000

/**
 * The most root fields (aliases included) one operation may ask for. Payload's complexity limit
 * counts fields, not rows, so each alias of a list is a full list query: 150 aliases stalled the
 * server for minutes. Anonymous callers get no GraphQL at all; this bounds staff. The admin uses
 * REST; a hand-written staff query rarely needs more than a handful.
 */
export const GRAPHQL_MAX_ROOT_FIELDS = 20

/**
 * The deepest nesting of fields one operation may ask for (docs/features/security.md "Security"): a car, its
 * dealership, the dealership's tenant and a field of it is 5; each level of relations is another
 * lookup for every row.
 */
export const GRAPHQL_MAX_DEPTH = 10

/** The document and variables of a GraphQL body that wellFormedGraphql has already checked. */
export function readGraphql(body: string): { document: DocumentNode; variables: unknown } {
  const { query, variables } = JSON.parse(body) as { query: string; variables?: unknown }
  return { document: parse(query, { maxTokens: GRAPHQL_MAX_TOKENS }), variables }
}

/**
 * A 400 when an operation of this (already well-formed) document asks for more root fields than
 * GRAPHQL_MAX_ROOT_FIELDS or nests deeper than GRAPHQL_MAX_DEPTH; null otherwise. Runs after the
 * staff gate, so anonymous callers still get their 401 first.
 */
export function refusedShape(document: DocumentNode): Response | null {
  if (rootFieldsOf(document).some((fields) => fields.length > GRAPHQL_MAX_ROOT_FIELDS))
    return badGraphql(`Ask for at most ${GRAPHQL_MAX_ROOT_FIELDS} root fields (aliases included) in one operation.`)
  if (depthOf(document) > GRAPHQL_MAX_DEPTH)
    return badGraphql(`Nest fields at most ${GRAPHQL_MAX_DEPTH} levels deep in one operation.`)
  return null
}

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
    document = parse(query, { maxTokens: GRAPHQL_MAX_TOKENS })
  } catch (err) {
    return { response: badGraphql(`The query is not valid GraphQL: ${(err as Error).message}`) }
  }
  const cycles = validate(EMPTY_SCHEMA, document, [NoFragmentCyclesRule])
  const [cycle] = cycles
  if (cycle) return { response: badGraphql(cycle.message) } // the rest is Payload's, against the real schema
  return { request: new Request(request.url, { method: request.method, headers: request.headers, body: text }) }
}
