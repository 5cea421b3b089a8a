import type { LeadCar } from '@/components/forms/types'
import type { CarWithRelations } from '@/data/cars/cars'
import { priceSettings } from '@/data/sites/price-settings'
import type { SiteContext } from '@/data/sites/sites'
import { isAvailable } from '@/domain/availability/is-available'
import { carTypeLabel, type UsedLabel } from '@/domain/cars/labels'
import { directionsUrl, locationDirectionsUrl } from '@/domain/locations/directions'
import { carCallNumber } from '@/domain/phone/call-number'
import { isBelowMarket } from '@/domain/pricing/below-market'
import { type ListingPrice, listingPrice, type PriceSettings } from '@/domain/pricing/listing-price'
import { shortlistButtons } from '@/domain/shortlist-buttons'
import { isCertifiedPreOwned } from '@/domain/tags/certified'
import { tradeInLinkOf } from '@/domain/trade-in/offers-trade-in'
import type { GalleryImage } from '@/domain/vehicle/gallery'
import { parseHotspots } from '@/domain/vehicle/hotspots'
import { locatedAtCity } from '@/domain/vehicle/located-at'
import { isReservable, reservePath } from '@/domain/vehicle/reserve'
import { shortlistFlags } from '@tenants/flags'
import { siteFeature } from '@tenants/flags'

import { type CertifiedLogo, certifiedLogoOf } from '../certified-logo'

/** Everything the vehicle page shows, worked out once from the car and its site (plain data). */
export type VehicleView = {
  car: CarWithRelations
  available: boolean
  typeLabel: string
  /** The site's label for used cars (stock §9: 'used' is relabelled Pre-Owned for some tenants). */
  usedLabel: UsedLabel
  priceSettings: PriceSettings
  price: ListingPrice
  certified: boolean
  /** The site's certified logo, shown as the certified badge when set (stock §2 "optional certified badge"). */
  certifiedLogo: CertifiedLogo | null
  belowMarket: boolean
  callNumber: string | null
  phoneMasked: boolean
  reserveHref: string | null
  /** /cars/trade-in?car_id= when the trade_in flag is on and the car passes offersTradeIn (finance §2) */
  tradeInHref: string | null
  locatedAt: { city: string; directionsUrl: string } | null
  location: {
    name: string
    street: string
    city: string
    state: string
    postcode: string
    directionsUrl: string
  } | null
  lead: LeadCar & { locationId: string | null }
  /** The watchlist button (stock §6; the site's garage flag; a sold car only when already saved). */
  watchlist: boolean
  /** The sidebar's Fave and Compare buttons (stock §4 "Favourites and compare buttons are hidden when …"). */
  shortlist: { favourites: boolean; compare: boolean }
  leadFlags: { messageOptional: boolean; requireTerms: boolean }
  gallery: {
    images: GalleryImage[]
    videoUrl: string | null
    spin: { frames: string[]; hotspots: ReturnType<typeof parseHotspots>['exterior'] } | null
    interior: { src: string; hotspots: ReturnType<typeof parseHotspots>['interior'] } | null
    defaultView: 'spinner' | 'gallery'
  }
}

export function vehicleView(car: CarWithRelations, site: SiteContext): VehicleView {
  const usedLabel = siteFeature(site, 'used_label')
  const prices = priceSettings(site)
  const price = listingPrice(car, prices)
  const shownAmount = price.kind === 'offer' || price.kind === 'price' ? price.amount : null
  const dealership = car.dealership
  const loc = car.location
  const address = loc?.address
  const primaryCity = site.primaryDealership?.address?.city ?? dealership.address?.city
  const otherCity = locatedAtCity(car.city ?? address?.city ?? null, primaryCity ?? null)
  const hotspots = parseHotspots(car.hotspots)
  const images: GalleryImage[] = car.images
    .filter((m) => m.url)
    .map((m, i) => ({ src: m.url!, thumb: m.sizes?.thumb?.url ?? m.url!, alt: m.alt || `${car.name}, photo ${i + 1}` }))

  return {
    car,
    available: isAvailable(car),
    typeLabel: carTypeLabel(car.car_type, usedLabel),
    usedLabel,
    priceSettings: prices,
    price,
    certified: isCertifiedPreOwned(car, {
      certifiedLogo: siteFeature(site, 'certified_logo'),
      franchiseMake: dealership.manufacturer,
    }),
    certifiedLogo: certifiedLogoOf(site),
    belowMarket: isBelowMarket(shownAmount, car.autograb_data?.average_market_price),
    callNumber: carCallNumber(car),
    phoneMasked: siteFeature(site, 'phone_masking'),
    reserveHref: isReservable(car, siteFeature(site, 'reserve'))
      ? reservePath(car.slug, siteFeature(site, 'checkout_path'))
      : null,
    tradeInHref: tradeInLinkOf(car, siteFeature(site, 'trade_in')),
    locatedAt: otherCity
      ? {
          city: otherCity,
          directionsUrl: directionsUrl(address?.street, otherCity, address?.state?.toUpperCase(), address?.postcode),
        }
      : null,
    location: loc
      ? {
          name: loc.name,
          street: address?.street ?? '',
          city: address?.city ?? car.city ?? '',
          state: (address?.state ?? car.state ?? '').toUpperCase(),
          postcode: address?.postcode ?? '',
          directionsUrl: locationDirectionsUrl(address ?? {}),
        }
      : null,
    lead: {
      slug: car.slug,
      name: car.name,
      locationId: loc ? String(loc.id) : null,
      openingHours: (loc?.contact_detail?.opening_hours ?? []).map((h) => ({
        weekday: h.weekday,
        status: h.status,
        open: h.open ?? null,
        close: h.close ?? null,
      })),
    },
    watchlist: siteFeature(site, 'garage'),
    shortlist: shortlistButtons(car, shortlistFlags(site)),
    leadFlags: {
      messageOptional: siteFeature(site, 'enquiry_message_optional'),
      requireTerms: siteFeature(site, 'require_terms'),
    },
    gallery: {
      images,
      videoUrl: car.video_url || null,
      spin: car.spin_images.length
        ? { frames: car.spin_images.map((m) => m.url).filter((u): u is string => !!u), hotspots: hotspots.exterior }
        : null,
      interior: car.spin_interior_image?.url ? { src: car.spin_interior_image.url, hotspots: hotspots.interior } : null,
      defaultView: siteFeature(site, 'gallery_default_view'),
    },
  }
}
