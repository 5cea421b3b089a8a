import type { Id } from '@/domain/ids'
import { carCallNumber, headerCallNumber } from '@/domain/phone/call-number'
import { DEFAULT_REVEAL_SOURCE, type RevealSource } from '@/domain/phone/reveal-source'
import { siteFeature } from '@tenants/flags'

import { type CarWithRelations, loadCarForSite, slugOfSiteCar } from '../cars/cars'
import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'

type RevealSite = Pick<SiteContext, 'id' | 'tenantId' | 'dealerships' | 'settings'>

/**
 * `log: false` answers the number without writing the log: the route does so for a client past its
 * limits, since a dealer's number is never withheld (stock §8 "Phone reveal failure: console log
 * only"), while a flood writes nothing.
 */
type RevealOptions = { log?: boolean }

/** Writes the reveal log (stock §7 "car_id, dealership_id, website_id") for a car already walled to the site. */
export async function logPhoneReveal(site: RevealSite, car: CarWithRelations, source: RevealSource) {
  const payload = await payloadClient()
  return payload.create({
    collection: 'phone-reveals',
    overrideAccess: true,
    data: {
      tenant: site.tenantId as number,
      car: car.id,
      dealership: car.dealership.id,
      site: site.id as number,
      phone: carCallNumber(car),
      source,
    },
    context: { disableRevalidate: true },
  })
}

/**
 * Logs a phone reveal (stock §4 "the click logs a reveal call", §7 "car_id, dealership_id,
 * website_id") with the number the vehicle page shows (finance §9 call-number choice), and answers
 * that number. The car goes through the same walls as its page (loadCarForSite). Null when the car
 * is not on the site. A failed log write (database read-only, disk full) is only logged: the
 * shopper still gets the number (stock §8 "Phone reveal failure: console log only").
 */
export async function recordPhoneReveal(
  site: RevealSite,
  carId: Id,
  source: RevealSource = DEFAULT_REVEAL_SOURCE,
  { log = true }: RevealOptions = {},
): Promise<{ phone: string | null; logged: boolean } | null> {
  const slug = await slugOfSiteCar(site, carId)
  const car = slug ? await loadCarForSite(site, slug) : null
  if (!car) return null
  const phone = carCallNumber(car) ?? null
  if (!log) return { phone, logged: false }
  try {
    await logPhoneReveal(site, car, source)
    return { phone, logged: true }
  } catch (err) {
    console.error(`phone reveal of car ${car.id} on site ${site.id} was not logged`, err)
    return { phone, logged: false }
  }
}

/**
 * A printout is a reveal: on a site that masks numbers (phone_masking), the PDF logs one, with its
 * source, before it shows the number. True when the number may be shown; false when the log could
 * not be written (the printout then keeps the number masked). The printable page, which writes
 * nothing while it renders (docs/features/caching.md "Caching and page weight"), reveals from the browser: POST
 * /api/phone-reveal {car_id, source: 'print_page'}.
 */
export async function revealForPrint(
  site: RevealSite & Pick<SiteContext, 'features'>,
  car: CarWithRelations,
  source: RevealSource,
): Promise<boolean> {
  if (!siteFeature(site, 'phone_masking') || !carCallNumber(car)) return true // nothing masked to reveal
  try {
    await logPhoneReveal(site, car, source)
    return true
  } catch (err) {
    console.error(
      `phone reveal log for the ${source} of ${car.slug} on site ${site.id} failed; the number stays masked`,
      err,
    )
    return false
  }
}

type HeaderSite = Pick<SiteContext, 'id' | 'tenantId' | 'settings' | 'primaryDealership'>

/**
 * The number the site header calls (docs/features/vehicle-page.md "The vehicle page"): the sales phone, else the primary
 * dealership's main number.
 */
export const siteHeaderPhone = (site: Pick<SiteContext, 'settings' | 'primaryDealership'>): string | null =>
  headerCallNumber({ salesPhone: site.settings.sales_phone, dealershipMain: site.primaryDealership?.phones?.main })

/**
 * The header's call button revealed the site's masked number (docs/features/vehicle-page.md "The vehicle page"; stock §4
 * "the click logs a reveal call, then shows the number"): logs it with source 'header', the site
 * and its primary dealership (no car), and answers the number. Null when the site has no number to
 * call. A failed log write is only logged; the shopper still gets the number (stock §8 "console log
 * only").
 */
export async function recordHeaderReveal(
  site: HeaderSite,
  { log = true }: RevealOptions = {},
): Promise<{ phone: string; logged: boolean } | null> {
  const phone = siteHeaderPhone(site)
  if (!phone) return null
  if (!log) return { phone, logged: false }
  try {
    const payload = await payloadClient()
    await payload.create({
      collection: 'phone-reveals',
      overrideAccess: true,
      data: {
        tenant: site.tenantId as number,
        dealership: (site.primaryDealership?.id as number | undefined) ?? null,
        site: site.id as number,
        phone,
        source: 'header',
      },
      context: { disableRevalidate: true },
    })
    return { phone, logged: true }
  } catch (err) {
    console.error(`header phone reveal on site ${site.id} was not logged`, err)
    return { phone, logged: false }
  }
}
