import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_PUT } from '@payloadcms/next/routes'
import { getPayload } from 'payload'

import { JSON_BODY_MAX_BYTES } from '@/domain/body-limits'
import config from '@payload-config'

import { adminRest } from './admin-gate'
import { readBoundedText } from './bounded-body'
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
 * Requests Payload routes to a collection but cannot serve answer 4xx, not its 500 or 501 (docs/features/security.md
 * "Security"): `/api/{collection}/versions…` of a collection that keeps no versions (its handlers
 * read a versions table that does not exist), a collection without REST endpoints
 * (`payload-migrations`: "Cannot GET", 501), and a `where=` that is not a JSON object (Payload
 * parses a bare `where` as JSON and fails on anything else), and a multipart write of a preference.
 */
export const servableRestOnly =
  (handler: Handler): Handler =>
  async (request, args) => {
    const [slug, next] = (await args.params).slug ?? []
    const collection = (await config).collections.find((c) => c.slug === slug)
    if (collection && (collection.endpoints === false || (next === 'versions' && !collection.versions)))
      return payloadRouteError(404, 'not_found', 'There is nothing at this address.')
    // The admin saves its preferences as JSON; Payload's own collection keeps whatever a multipart
    // `_payload` holds (a createdAt that is no date) and then fails to read it back.
    if (slug === 'payload-preferences' && /^multipart\//i.test(request.headers.get('content-type') ?? ''))
      return payloadRouteError(415, 'unsupported_media_type', 'Send preferences as JSON (application/json).')
    const where = new URL(request.url).searchParams.get('where')
    if (where !== null && !isJsonObject(where))
      return payloadRouteError(
        400,
        'invalid_where',
        'Send where as where[field][operator]=value, or as one JSON object.',
      )
    return handler(request, args)
  }

/**
 * DELETE /api/payload-preferences/{key} of a preference the user does not have answers 404: Payload's
 * own handler asks the SQL adapter's deleteOne, which fails with a 500 when nothing matches.
 */
const withKnownPreference =
  (handler: Handler): Handler =>
  async (request, args) => {
    const [slug, key] = (await args.params).slug ?? []
    if (slug !== 'payload-preferences' || !key) return handler(request, args)
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (!user) return handler(request, args)
    const { totalDocs } = await payload.count({
      collection: 'payload-preferences',
      where: {
        and: [
          { key: { equals: key } },
          { 'user.value': { equals: user.id } },
          { 'user.relationTo': { equals: user.collection } },
        ],
      },
      overrideAccess: true,
    })
    return totalDocs ? handler(request, args) : payloadRouteError(404, 'not_found', 'There is no such preference.')
  }

export const payloadRest = {
  GET: adminRest<Args>(servableRestOnly(staffOnlyAccessRoutes(REST_GET(config)))),
  DELETE: adminRest<Args>(servableRestOnly(withKnownPreference(withBoundedBody(REST_DELETE(config))))),
  PATCH: adminRest<Args>(servableRestOnly(withBoundedBody(REST_PATCH(config)))),
  PUT: adminRest<Args>(servableRestOnly(withBoundedBody(REST_PUT(config)))),
  OPTIONS: adminRest<Args>(REST_OPTIONS(config)),
}

const OVERRIDE_HEADERS = ['x-payload-http-method-override', 'x-http-method-override']

/** A POST that asks to be read as a GET with its query in a url-encoded body. */
const isQueryInBody = (request: Request) =>
  request.method === 'POST' &&
  OVERRIDE_HEADERS.some((name) => request.headers.get(name) === 'GET') &&
  (request.headers.get('content-type') ?? '').split(';', 1)[0]!.trim().toLowerCase() ===
    'application/x-www-form-urlencoded'

/**
 * The admin loads the titles of related documents (relationship and upload fields: a lead's site, car
 * and dealership, a page's image, "Last changed by") with a POST whose url-encoded body is the query
 * and whose `X-Payload-HTTP-Method-Override: GET` makes Payload read it as a list
 * (docs/staff-guide.md "Labels and list columns"). Writes refuse url-encoded bodies, so such a POST
 * is answered here as the GET it is: its body bounded and moved into the URL, then every gate of a
 * REST GET (and the multi-tenant plugin's scoping) applies, as to the same query sent as a GET.
 */
export const withQueryInBody =
  (get: Handler, post: Handler): Handler =>
  async (request, args) => {
    if (!isQueryInBody(request)) return post(request, args)
    const text = await readBoundedText(request, JSON_BODY_MAX_BYTES)
    if (text === 'too_large')
      return payloadRouteError(
        413,
        'too_large',
        `The request body is larger than ${Math.round(JSON_BODY_MAX_BYTES / (1024 * 1024))} MB.`,
      )
    const url = new URL(request.url)
    url.search = [url.search.slice(1), text].filter(Boolean).join('&')
    const headers = new Headers(request.headers)
    for (const name of [...OVERRIDE_HEADERS, 'content-type', 'content-length', 'transfer-encoding'])
      headers.delete(name)
    return get(new Request(url, { method: 'GET', headers, signal: request.signal }), args)
  }
