import { NextResponse } from 'next/server'

import { carOnSite } from '@/data/customers/customers'
import { unavailable } from '@/http/api-error'
import { customerOfRequest } from '@/http/customer-cookie'
import { withSite } from '@/http/site-route'

/**
 * GET /api/watchlist/state?car_id= — whether a shopper is signed in on this site and has saved this
 * car; the vehicle page stays cacheable and its watchlist button asks here. Without car_id (the
 * results page's one island) it gives the ids of every saved car instead. Reads only; the answer is
 * the signed-in shopper's own and never cached.
 *   200 {signed_in, saved} | {signed_in, saved_ids} · 404 unknown_site · 429 · 503
 */
export const GET = withSite(
  async (request, site) => {
    try {
      const customer = await customerOfRequest(site, request)
      const params = new URL(request.url).searchParams
      const headers = { 'cache-control': 'private, no-store' }
      if (!params.has('car_id'))
        return NextResponse.json(
          { signed_in: Boolean(customer), saved_ids: (customer?.watchlist ?? []).map(String) },
          { headers },
        )
      const carId = (params.get('car_id') ?? '').slice(0, 200)
      const car = customer && carId ? await carOnSite(site, carId) : null
      const saved = Boolean(car && customer!.watchlist.some((id) => String(id) === String(car.id)))
      return NextResponse.json({ signed_in: Boolean(customer), saved }, { headers })
    } catch (err) {
      console.error(`watchlist: state on site ${site.slug} failed`, err)
      return unavailable('unavailable', 'We could not read your watchlist just now.')
    }
  },
  { limit: { perIp: 'watchlistStatePerIp', perSite: 'watchlistStatePerSite' } },
)
