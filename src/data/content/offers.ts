import type { Payload } from 'payload'

import { tenantIdOf } from '@/cache/revalidate'
import { tags } from '@/cache/tags'
import { showOffersLink } from '@/domain/content/offer-filters'
import { liveOffers } from '@/domain/content/offer-window'
import { relationId } from '@/domain/ids'
import type { Car, Offer } from '@/payload-types'
import { siteFeature } from '@tenants/flags'

import { cachedLoader } from '../runtime/cached'
import { isForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'
import { type Picture, pictureOf } from './tenant-media'

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'> & { dealershipIds: (number | string)[] }

export type OfferView = {
  id: Offer['id']
  title: string
  image: Picture | null
  body: Offer['body']
  terms: string | null
  starts_at: string | null
  expires_at: string | null
  car_types: string[]
  make: string | null
  model: string | null
  cars: { slug: string; name: string }[]
}

const idOf = (v: unknown) => String(relationId(v))

function toView(offer: Offer, site: SiteRef): OfferView {
  const dealerships = new Set(site.dealershipIds.map(String))
  // Only cars of this tenant and of the site's dealerships (a car of another site is not this site's offer).
  const cars = (offer.cars ?? []).filter(
    (c): c is Car =>
      typeof c === 'object' &&
      c !== null &&
      String(tenantIdOf(c)) === String(site.tenantId) &&
      dealerships.has(idOf(c.dealership)),
  )
  return {
    id: offer.id,
    title: offer.title,
    image: pictureOf(offer.image, site.tenantId),
    body: offer.body ?? null,
    terms: offer.terms ?? null,
    starts_at: offer.starts_at ?? null,
    expires_at: offer.expires_at ?? null,
    car_types: offer.car_types ?? [],
    make: offer.make?.trim() || null,
    model: offer.model?.trim() || null,
    cars: cars.map((c) => ({ slug: c.slug, name: c.name })),
  }
}

/**
 * Every offer of the site's tenant that serves this site, whatever its dates: the cache holds them
 * all and pages keep only the live ones at render time (src/domain/content/offer-window.ts), so an
 * offer starts and expires on time without a cache expiry.
 */
export async function loadOffers(payload: Payload, site: SiteRef): Promise<OfferView[]> {
  const { docs } = await payload.find({
    collection: 'offers',
    where: { tenant: { equals: site.tenantId } },
    depth: 1,
    limit: 200,
    sort: 'expires_at',
  })
  return docs.filter((o) => isForSite(o, site.id)).map((o) => toView(o, site))
}

export const getOffers = cachedLoader('offers', loadOffers, (s) => [
  tags.tenantContent(s.tenantId, 'offers'),
  tags.tenantContent(s.tenantId, 'media'),
])

/** The cache key and tenant wall of a site's offers, from the site every page already has. */
export const offersRef = (site: SiteContext): SiteRef => ({
  id: site.id,
  tenantId: site.tenantId,
  dealershipIds: site.dealerships.map((d) => d.id),
})

/**
 * finance §2 "/special-offers (only when offers exist or the offers feature is on)": whether the site
 * shows its offers page and link now. One owner for the layout, /special-offers' neighbours and /eofy.
 */
export async function offersShownOn(site: SiteContext, now = new Date()): Promise<boolean> {
  return showOffersLink(siteFeature(site, 'offers'), liveOffers(await getOffers(offersRef(site)), now).length)
}
