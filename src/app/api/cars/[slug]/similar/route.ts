import { NextResponse } from 'next/server'

import { loadCarForSite } from '@/data/cars'
import { siteFromRequest } from '@/data/site-from-request'
import { findSimilarCars } from '@/data/similar-cars'
import { carNotFound, unknownSite, unavailable } from '@/http/api-error'

/** GET /api/cars/{slug}/similar — up to 6 similar cars from the request site's own stock ({ hits }). */
export async function GET(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const site = await siteFromRequest(request)
  if (!site) return unknownSite()
  const car = await loadCarForSite(site, (await params).slug)
  if (!car) return carNotFound()
  try {
    const hits = await findSimilarCars(site, {
      id: car.id,
      make: car.make,
      model: car.model,
      body: car.simple_body,
      price: car.price,
    })
    return NextResponse.json({ hits }, { headers: { 'cache-control': 'public, max-age=60' } })
  } catch (err) {
    console.error(`similar cars for ${car.slug} on ${site.slug} failed`, err)
    return unavailable('search_unavailable', 'Similar cars are not available right now.')
  }
}
