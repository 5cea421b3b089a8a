import { NextResponse } from 'next/server'

import { findSimilarCars } from '@/data/cars/similar'
import { unavailable } from '@/http/api-error'
import { withSiteCar } from '@/http/site-route'

/** GET /api/vehicles/{slug}/similar — up to 6 similar cars from the request site's own stock ({ hits }). */
export const GET = withSiteCar(async (request, site, car) => {
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
})
