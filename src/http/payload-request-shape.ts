import {
  buildSchema,
  type DocumentNode,
  Kind,
  NoFragmentCyclesRule,
  parse,
  type SelectionSetNode,
  validate,
} from 'graphql'

import { apiError } from './api-error'

/**
 * Bad requests to Payload's REST and GraphQL routes answer 4xx, not Payload's 500 (issue 8,
 * defect 12): a write body Payload cannot read, a GraphQL body that is not JSON or not a
 * document, and a fragment cycle.
 */
const READABLE_WRITE = /^(application\/json|multipart\/form-data|application\/x-www-form-urlencoded)\b/i

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

/**
 * The most root fields (aliases included) one operation may ask for. Payload's complexity limit
 * counts fields, not rows, so each alias of a list is a full list query: 150 aliases stalled the
 * server for minutes (issue 8, defect 1). Anonymous callers get no GraphQL at all; this bounds staff.
 * The admin uses REST; a hand-written staff query rarely needs more than a handful.
 */
export const GRAPHQL_MAX_ROOT_FIELDS = 20

/**
 * A 400 when an operation of this (already well-formed) GraphQL body asks for more root fields than
 * the cap; null otherwise. Runs after the staff gate, so anonymous callers still get their 401 first.
 */
export function tooManyRootFields(body: string): Response | null {
  const document = parse((JSON.parse(body) as { query: string }).query, { maxTokens: 10_000 })
  if (rootFieldCounts(document).every((n) => n <= GRAPHQL_MAX_ROOT_FIELDS)) return null
  return badGraphql(`Ask for at most ${GRAPHQL_MAX_ROOT_FIELDS} root fields (aliases included) in one operation.`)
}

/** Root fields of each operation, counting through inline fragments and fragment spreads. */
function rootFieldCounts(document: DocumentNode): number[] {
  const fragments = new Map<string, SelectionSetNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d.selectionSet)
  // Fragment cycles are refused before this runs; `seen` still guards against one.
  const count = (set: SelectionSetNode, seen: Set<string>): number =>
    set.selections.reduce((n, s) => {
      if (s.kind === Kind.FIELD) return n + 1
      if (s.kind === Kind.INLINE_FRAGMENT) return n + count(s.selectionSet, seen)
      const fragment = fragments.get(s.name.value)
      if (!fragment || seen.has(s.name.value)) return n
      return n + count(fragment, new Set(seen).add(s.name.value))
    }, 0)
  return document.definitions.flatMap((d) =>
    d.kind === Kind.OPERATION_DEFINITION ? [count(d.selectionSet, new Set())] : [],
  )
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
    document = parse(query, { maxTokens: 10_000 })
  } catch (err) {
    return { response: badGraphql(`The query is not valid GraphQL: ${(err as Error).message}`) }
  }
  const cycles = validate(EMPTY_SCHEMA, document, [NoFragmentCyclesRule])
  const [cycle] = cycles
  if (cycle) return { response: badGraphql(cycle.message) } // the rest is Payload's, against the real schema
  return { request: new Request(request.url, { method: request.method, headers: request.headers, body: text }) }
}
