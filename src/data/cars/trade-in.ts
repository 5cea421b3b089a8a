import type { Comparable } from '@/domain/trade-in/valuation'

import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'

/** At most this many comparables are read for one valuation (a popular model in a large group). */
const MAX_COMPARABLES = 200

const escapeLike = (v: string) => v.replace(/[%_\\]/g, '')

/**
 * Comparable cars for a trade-in valuation: the same make and model (any case), in the year range,
 * of the site's tenant only, in stock or sold (the platform's own stock and sales). Used cars only:
 * a trade-in is a used car.
 */
export async function findComparableCars(
  site: Pick<SiteContext, 'tenantId'>,
  { make, model, yearFrom, yearTo }: { make: string; model: string; yearFrom: number; yearTo: number },
): Promise<Comparable[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'cars',
    where: {
      and: [
        { tenant: { equals: site.tenantId } },
        { make: { like: escapeLike(make.trim()) } },
        { model: { like: escapeLike(model.trim()) } },
        { car_type: { equals: 'used' } },
        { year: { greater_than_equal: yearFrom } },
        { year: { less_than_equal: yearTo } },
        { price: { greater_than: 0 } },
      ],
    },
    depth: 0,
    limit: MAX_COMPARABLES,
    select: { price: true, year: true, km: true, make: true, model: true },
    overrideAccess: true,
  })
  const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()
  // `like` matches a part of the name; a valuation compares the exact model only.
  return docs
    .filter(
      (c) => same(c.make, make) && same(c.model, model) && typeof c.price === 'number' && typeof c.year === 'number',
    )
    .map((c) => ({ price: c.price as number, year: c.year as number, km: typeof c.km === 'number' ? c.km : null }))
}
