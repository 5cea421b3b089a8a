import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_PUT } from '@payloadcms/next/routes'

import config from '@payload-config'

import { adminRest } from './admin-gate'
import { withBoundedBody } from './payload-routes'
import { staffOnlyAccessRoutes } from './staff-gate'

type Args = { params: Promise<{ slug?: string[] }> }

/**
 * Payload's REST handlers behind issue 8's gates, composed once: the admin hosts only (a site host
 * gets a 404), the CSRF origin check for cookie writes, a readable write body (415), a body of at
 * most 1 MB (413), and the access routes for staff. The catch-all route hands on to these, never to Payload's bare
 * handlers; POST is its own (sign-in throttles). No route file sits inside a collection's
 * `/api/{slug}` (tests/integration/api-namespace.test.ts): the shopper API has paths of its own.
 */
export const payloadRest = {
  GET: adminRest<Args>(staffOnlyAccessRoutes(REST_GET(config))),
  DELETE: adminRest<Args>(withBoundedBody(REST_DELETE(config))),
  PATCH: adminRest<Args>(withBoundedBody(REST_PATCH(config))),
  PUT: adminRest<Args>(withBoundedBody(REST_PUT(config))),
  OPTIONS: adminRest<Args>(REST_OPTIONS(config)),
}
