import { chooseCallNumber } from '@/domain/phone/callNumber'

import { loadCarForSite } from './cars'
import { payloadClient } from './payload'
import type { SiteContext } from './sites'

type Id = number | string

/** The slug of the car with this id, if it is the site's (tenant and one of its dealerships). */
async function slugOfSiteCar(site: Pick<SiteContext, 'tenantId' | 'dealerships'>, carId: Id): Promise<string | null> {
  const payload = await payloadClient()
  try {
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [{ id: { equals: carId } }, { tenant: { equals: site.tenantId } }, { dealership: { in: site.dealerships.map((d) => d.id) } }] },
      depth: 0,
      limit: 1,
      overrideAccess: true,
      select: { slug: true },
    })
    return docs[0]?.slug ?? null
  } catch {
    return null // a malformed id is simply not a car of this site
  }
}

/**
 * Logs a phone reveal (stock §4 "the click logs a reveal call", §7 "car_id, dealership_id,
 * website_id") with the number the vehicle page shows (finance §9 call-number choice), and answers
 * that number. The car goes through the same walls as its page (loadCarForSite). Null when the car
 * is not on the site. A failed log write (database read-only, disk full) is only logged: the
 * shopper still gets the number (stock §8 "Phone reveal failure: console log only").
 */
export async function recordPhoneReveal(
  site: Pick<SiteContext, 'id' | 'tenantId' | 'dealerships' | 'settings'>,
  carId: Id,
): Promise<{ phone: string | null; logged: boolean } | null> {
  const slug = await slugOfSiteCar(site, carId)
  const car = slug ? await loadCarForSite(site, slug) : null
  if (!car) return null
  const { dealership } = car
  const phone = chooseCallNumber({
    override: dealership.phones?.call_override,
    phones: dealership.phones,
    carType: car.car_type,
    locationPhone: car.location?.contact_detail?.phone,
  })
  try {
    const payload = await payloadClient()
    await payload.create({
      collection: 'phone-reveals',
      overrideAccess: true,
      data: { tenant: site.tenantId as number, car: car.id, dealership: dealership.id, site: site.id as number, phone },
      context: { disableRevalidate: true },
    })
    return { phone: phone ?? null, logged: true }
  } catch (err) {
    console.error(`phone reveal of car ${car.id} on site ${site.id} was not logged`, err)
    return { phone: phone ?? null, logged: false }
  }
}
