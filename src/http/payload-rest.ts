import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_PUT } from '@payloadcms/next/routes'

import config from '@payload-config'

import { adminRest } from './admin-gate'
import { payloadRouteError, withBoundedBody } from './payload-routes'
import { staffOnlyAccessRoutes } from './staff-gate'

type Args = { params: Promise<{ slug?: string[] }> }
type Handler = (request: Request, args: Args) => Promise<Response>

const isJsonObject = (text: string): boolean => {
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

/**
 * Requests Payload routes to a collection but cannot serve answer 4xx, not its 500 or 501 (README
 * "Security"): `/api/{collection}/versions…` of a collection that keeps no versions (its handlers
 * read a versions table that does not exist), a collection without REST endpoints
 * (`payload-migrations`: "Cannot GET", 501), and a `where=` that is not a JSON object (Payload
 * parses a bare `where` as JSON and fails on anything else).
 */
export const servableRestOnly =
  (handler: Handler): Handler =>
  async (request, args) => {
    const [slug, next] = (await args.params).slug ?? []
    const collection = (await config).collections.find((c) => c.slug === slug)
    if (collection && (collection.endpoints === false || (next === 'versions' && !collection.versions)))
      return payloadRouteError(404, 'not_found', 'There is nothing at this address.')
    const where = new URL(request.url).searchParams.get('where')
    if (where !== null && !isJsonObject(where))
      return payloadRouteError(
        400,
        'invalid_where',
        'Send where as where[field][operator]=value, or as one JSON object.',
      )
    return handler(request, args)
  }

export const payloadRest = {
  GET: adminRest<Args>(servableRestOnly(staffOnlyAccessRoutes(REST_GET(config)))),
  DELETE: adminRest<Args>(servableRestOnly(withBoundedBody(REST_DELETE(config)))),
  PATCH: adminRest<Args>(servableRestOnly(withBoundedBody(REST_PATCH(config)))),
  PUT: adminRest<Args>(servableRestOnly(withBoundedBody(REST_PUT(config)))),
  OPTIONS: adminRest<Args>(REST_OPTIONS(config)),
}
