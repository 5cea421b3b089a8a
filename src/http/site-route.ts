import { type CarWithRelations, loadCarForSite } from '@/data/cars/cars'
import { siteFromRequest } from '@/data/sites/from-request'
import type { SiteContext } from '@/data/sites/sites'
import { decodePathSegment } from '@/domain/text/path-segment'

import { admitWrite, type WriteLimits } from './admission'
import { apiError, carNotFound, unknownSite } from './api-error'
import { isCrossSiteWrite } from './csrf'

/** The context Next hands a `[slug]` route. */
export type SlugParams = { params: Promise<{ slug: string }> }

/**
 * A route handler for the site of the request's Host (never a parameter: a shopper cannot ask for
 * another site's data). A Host on no site's allow-list gets 404 unknown_site; a write whose Origin
 * names another site gets 403; with `limit` the write is admitted under its limits
 * (src/http/admission.ts: 429 for a client past its own budget, a challenge past the site's).
 */
export type SiteRouteOptions = { limit?: WriteLimits }

export function withSite(
  handler: (request: Request, site: SiteContext) => Promise<Response>,
  options?: SiteRouteOptions,
): (request: Request) => Promise<Response>
export function withSite<C>(
  handler: (request: Request, site: SiteContext, context: C) => Promise<Response>,
  options?: SiteRouteOptions,
): (request: Request, context: C) => Promise<Response>
export function withSite<C>(
  handler: (request: Request, site: SiteContext, context?: C) => Promise<Response>,
  options: SiteRouteOptions = {},
) {
  return async (request: Request, context?: C): Promise<Response> => {
    const site = await siteFromRequest(request)
    if (!site) return unknownSite()
    if (isCrossSiteWrite(request))
      return apiError(403, 'cross_site', 'This form was sent from another website. Please use the form on this site.')
    // Every public write is rate-limited (ARCHITECTURE "Walls").
    const { limit } = options
    return limit
      ? admitWrite(request, site, limit, () => handler(request, site, context))
      : handler(request, site, context)
  }
}

/**
 * A route handler for `/…/[slug]/…`: the site of the Host and that site's car with the slug. Another
 * tenant's car, an unknown slug and a slug that does not decode (`%ff`) all get the same 404
 * car_not_found, so a wall looks exactly like a missing car.
 */
export function withSiteCar(
  handler: (request: Request, site: SiteContext, car: CarWithRelations) => Promise<Response>,
) {
  return withSite<SlugParams>(async (request, site, { params }) => {
    const car = await siteCar(site, (await params).slug)
    return car ? handler(request, site, car) : carNotFound()
  })
}

/**
 * The site's car named by a route's slug parameter, decoded once, or null (see withSiteCar). Next
 * hands route handlers decoded parameters and car slugs hold no '%', so decoding again changes
 * nothing, except that a stray escape (`%ff`) is a missing car rather than a thrown URIError.
 */
export async function siteCar(site: SiteContext, rawSlug: string): Promise<CarWithRelations | null> {
  const slug = decodePathSegment(rawSlug)
  return slug ? loadCarForSite(site, slug) : null
}
