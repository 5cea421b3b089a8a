import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_PUT } from '@payloadcms/next/routes'

import { adminRest } from './admin-gate'
import { withBoundedBody } from './payload-routes'
import { staffOnlyAccessRoutes } from './staff-gate'

type Args = { params: Promise<{ slug?: string[] }> }

/**
 * Payload's REST handlers behind issue 8's gates, composed once: the admin hosts only (a site host
 * gets a 404), the CSRF origin check for cookie writes, a readable write body (415), a body of at
 * most 1 MB (413), and the access routes for staff. The catch-all route and every route file that
 * shadows a collection's `/api/{slug}` hand on to these, never to Payload's bare handlers.
 * POST is the catch-all's own (sign-in throttles) and a shadowing route's own public write.
 */
export const payloadRest = {
  GET: adminRest<Args>(staffOnlyAccessRoutes(REST_GET(config))),
  DELETE: adminRest<Args>(withBoundedBody(REST_DELETE(config))),
  PATCH: adminRest<Args>(withBoundedBody(REST_PATCH(config))),
  PUT: adminRest<Args>(withBoundedBody(REST_PUT(config))),
  OPTIONS: adminRest<Args>(REST_OPTIONS(config)),
}

/**
 * The gated REST handlers of exactly `/api/{slug}`, for a route file there that serves its own POST
 * (`/api/leads`, `/api/reservations`, `/api/saved-searches`): staff's list reads, bulk edits and
 * deletes from the admin still reach Payload, through the same gates as any other collection.
 */
export function collectionRest(slug: string) {
  const bind = (handler: (request: Request, context: Args) => Promise<Response>) => (request: Request) =>
    handler(request, { params: Promise.resolve({ slug: [slug] }) })
  return {
    GET: bind(payloadRest.GET),
    DELETE: bind(payloadRest.DELETE),
    PATCH: bind(payloadRest.PATCH),
    PUT: bind(payloadRest.PUT),
    OPTIONS: bind(payloadRest.OPTIONS),
  }
}
