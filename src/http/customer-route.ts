import type { SiteContext } from '@/data/sites/sites'

import { apiError, unavailable } from './api-error'
import { customerOfRequest } from './customer-cookie'
import { type JsonBodyOptions, readJson } from './read-json'
import { type SiteRouteOptions, withSite } from './site-route'

type Customer = NonNullable<Awaited<ReturnType<typeof customerOfRequest>>>

export type CustomerRouteOptions<T> = {
  body: Pick<JsonBodyOptions<T>, 'maxBytes' | 'schema' | 'messages'>
  /** the 401 sign_in_required message */
  signIn: string
  /** a fault is logged as `${what} on site {slug} failed` and answered 503 with `message` */
  failure: { what: string; message: string }
  limit: NonNullable<SiteRouteOptions['limit']>
}

/**
 * A signed-in shopper's write on the site of the Host (withSite, rate-limited): the bounded JSON
 * body is read first (400/413), then the session's customer (401 sign_in_required), then the
 * handler; a fault anywhere past the body is logged and answered 503 unavailable.
 */
export function withCustomer<T>(
  options: CustomerRouteOptions<T>,
  handler: (request: Request, site: SiteContext, customer: Customer, body: T) => Promise<Response>,
) {
  return withSite(
    async (request, site) => {
      const body = await readJson(request, options.body)
      if (!body.ok) return body.response
      try {
        const customer = await customerOfRequest(site, request)
        if (!customer) return apiError(401, 'sign_in_required', options.signIn)
        return await handler(request, site, customer, body.data)
      } catch (err) {
        console.error(`${options.failure.what} on site ${site.slug} failed`, err)
        return unavailable('unavailable', options.failure.message)
      }
    },
    { limit: options.limit },
  )
}
