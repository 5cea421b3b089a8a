import { carOnSite, setWatched } from '@/data/customers/customers'
import { watchlistButtonFor } from '@/domain/accounts/watchlist'
import { WatchlistBody } from '@/forms/account-schema'
import { apiError, carNotFound } from '@/http/api-error'
import { slide, withSession } from '@/http/customer-cookie'
import { withCustomer } from '@/http/customer-route'

const MAX_BODY_BYTES = 512

/**
 * POST /api/watchlist/save-car | remove-car {car_id} (stock §7 "phone_number, car_id … read for a
 * success flag"). The signed-in customer of this site decides whose list; a `phone_number` in the
 * body is ignored. A sold car can be saved only if it is already saved (stock §6).
 *   200 {success: true, saved} · 400 · 401 sign_in_required · 404 car_not_found · 409 sold · 429 · 503
 */
export function watchlistCall(request: Request, save: boolean): Promise<Response> {
  return withCustomer(
    {
      body: { maxBytes: MAX_BODY_BYTES, schema: WatchlistBody, messages: 'Send a JSON body with the car_id.' },
      signIn: 'Please sign in to use your watchlist.',
      failure: {
        what: `watchlist: ${save ? 'save' : 'remove'}`,
        message: 'We could not update your watchlist just now. Please try again in a moment.',
      },
      limit: { perIp: 'watchlistPerIp', perSite: 'watchlistPerSite' },
    },
    async (_request, site, customer, body) => {
      const car = await carOnSite(site, body.car_id)
      if (!car) return carNotFound()
      const already = customer.watchlist.some((id) => String(id) === String(car.id))
      if (save && !watchlistButtonFor({ forSale: car.status !== 'sold' }, already))
        return apiError(409, 'sold', 'This car has been sold and can no longer be saved.')
      if (save !== already) await setWatched(customer.id, car.id, save)
      return withSession({ success: true, saved: save, car_id: car.id }, slide(site, customer))
    },
  )(request)
}
