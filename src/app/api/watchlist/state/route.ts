import { NextResponse } from 'next/server'

import { carOnSite } from '@/data/customers'
import { siteFromRequest } from '@/data/site-from-request'
import { unavailable, unknownSite } from '@/http/api-error'
import { customerOfRequest } from '@/http/customer-cookie'
import { limitRequest } from '@/http/rate-limit'

/**
 * GET /api/watchlist/state?car_id= — whether a shopper is signed in on this site and has saved this
 * car; the vehicle page stays cacheable and its watchlist button asks here. Reads only.
 *   200 {signed_in, saved} · 404 unknown_site · 429 · 503
 */
export async function GET(request: Request) {
  const site = await siteFromRequest(request)
  if (!site) return unknownSite()
  const limited = await limitRequest(request.headers, site.id, { perIp: 'watchlistPerIp', perSite: 'watchlistPerSite' })
  if (limited) return limited
  try {
    const customer = await customerOfRequest(site, request)
    const carId = (new URL(request.url).searchParams.get('car_id') ?? '').slice(0, 200)
    const car = customer && carId ? await carOnSite(site, carId) : null
    const saved = Boolean(car && customer!.watchlist.some((id) => String(id) === String(car.id)))
    return NextResponse.json(
      { signed_in: Boolean(customer), saved },
      { headers: { 'cache-control': 'private, no-store' } },
    )
  } catch (err) {
    console.error(`watchlist: state on site ${site.slug} failed`, err)
    return unavailable('unavailable', 'We could not read your watchlist just now.')
  }
}
