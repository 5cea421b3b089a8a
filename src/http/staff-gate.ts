import { getPayload } from 'payload'

import config from '@payload-config'

import { apiError } from './api-error'
import { withoutSuggestions } from './graphql-hints'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** Whether a request carries anything Payload could sign in with: an Authorization header or its cookie. */
const carriesCredentials = (headers: Headers) =>
  headers.has('authorization') || /(?:^|;\s*)payload-token=/.test(headers.get('cookie') ?? '')

/**
 * The signed-in staff member behind a request (JWT or API key header, or payload-token cookie), or
 * null. A request with no credentials at all is answered without asking Payload: a flood of
 * anonymous requests then costs almost nothing (docs/features/security.md "Walls"; measured by `npm run bench:abuse`).
 */
async function staffUser(request: Request) {
  if (!carriesCredentials(request.headers)) return null
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  return user && user.collection === 'users' ? user : null
}

/**
 * GraphQL is for signed-in staff only (docs/features/security.md "Walls"): shoppers never use it (the admin uses
 * REST), and anonymous requests with many aliases of a large list stalled every site. Anonymous
 * callers get a 401 before the body is read or the query parsed (put this gate outside the parsing
 * one, src/app/(payload)/api/graphql/route.ts); staff answers lose graphql-js's "Did you mean" hints.
 */
export function staffOnlyGraphql<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (!(await staffUser(request))) return apiError(401, 'unauthorized', 'The GraphQL API is for signed-in staff.')
    const response = await handler(request, context)
    if (!(response.headers.get('content-type') ?? '').includes('json')) return response
    const text = await response.text()
    const headers = new Headers(response.headers)
    headers.delete('content-length')
    const body = text.includes('Did you mean') ? JSON.stringify(withoutSuggestions(JSON.parse(text))) : text
    return new Response(body, { status: response.status, headers })
  }
}

/** `/api/access`, `/api/{collection}/access/:id`, `/api/globals/{slug}/access`: Payload's permission maps. */
const isAccessRoute = (request: Request) => new URL(request.url).pathname.split('/').slice(2, 5).includes('access')

/**
 * Payload's access routes describe every collection and field to anyone who asks; they are the
 * admin's, so anonymous callers get a 401: no anonymous enumeration (docs/features/security.md "Walls").
 */
export function staffOnlyAccessRoutes<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    if (isAccessRoute(request) && !(await staffUser(request)))
      return apiError(401, 'unauthorized', 'Sign in to see permissions.')
    return handler(request, context)
  }
}
