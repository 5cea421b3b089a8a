import { carOnSite, setWatchedMany } from '@/data/customers/customers'
import { WatchlistMergeBody } from '@/forms/account-schema'
import { slide, withSession } from '@/http/customer-cookie'
import { withCustomer } from '@/http/customer-route'

const MAX_BODY_BYTES = 8 * 1024

/**
 * POST /api/watchlist/merge {car_ids} — after sign-in, the favourites kept in this browser join the
 * signed-in shopper's watchlist (docs/features/accounts.md "Shopper accounts and gating", "Favourites": on sign-in
 * they are offered for merging into the watchlist). Each id or slug must name a car of this site
 * (the same wall as save-car); others are skipped, and a sold car is added only if it is already
 * saved (stock §6).
 *   200 {success, added, skipped} · 400 · 401 sign_in_required · 413 · 429 · 503
 */
export const POST = withCustomer(
  {
    body: {
      maxBytes: MAX_BODY_BYTES,
      schema: WatchlistMergeBody,
      messages: 'Send a JSON body with car_ids, a list of up to 50 cars.',
    },
    signIn: 'Please sign in to use your watchlist.',
    failure: {
      what: 'watchlist: merge',
      message: 'We could not update your watchlist just now. Please try again in a moment.',
    },
    limit: { perIp: 'watchlistPerIp', perSite: 'watchlistPerSite' },
  },
  async (_request, site, customer, body) => {
    const saved = new Set(customer.watchlist.map(String))
    const cars = await Promise.all([...new Set(body.car_ids.map(String))].map((id) => carOnSite(site, id)))
    const toAdd = cars.filter((c) => c && !saved.has(String(c.id)) && c.status !== 'sold' && c.status !== 'withdrawn')
    const ids = [...new Set(toAdd.map((c) => c!.id))]
    if (ids.length) await setWatchedMany(customer.id, ids)
    return withSession(
      { success: true, added: ids.length, skipped: body.car_ids.length - ids.length },
      slide(site, customer),
    )
  },
)
