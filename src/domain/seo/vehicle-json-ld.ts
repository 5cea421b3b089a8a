import type { Car, ItemAvailability, OfferItemCondition, WithContext } from 'schema-dts'

import { isAvailable } from '@/domain/availability/is-available'
import type { ListingPrice } from '@/domain/pricing/listing-price'

import { postalAddress, type StreetAddress } from './postal-address'

export type JsonLdCar = {
  name: string
  make: string
  model: string
  badge?: string | null
  year?: number | null
  km?: number | null
  colour?: string | null
  vin?: string | null
  body?: string | null
  fuel?: string | null
  transmission?: string | null
  car_type: string
  status?: string | null
  reserved?: boolean | null
}

export type JsonLdSeller = {
  name: string
  telephone?: string | null
  address?: StreetAddress | null
}

/** spec: stock §4 availability: in_stock and coming_soon are available; anything else is sold. */
export function offerAvailability(car: Pick<JsonLdCar, 'status' | 'reserved'>): ItemAvailability {
  if (!isAvailable(car)) return 'https://schema.org/SoldOut'
  if (car.status === 'coming_soon') return 'https://schema.org/PreOrder'
  if (car.reserved) return 'https://schema.org/LimitedAvailability'
  return 'https://schema.org/InStock'
}

const condition = (carType: string): OfferItemCondition =>
  carType === 'new' ? 'https://schema.org/NewCondition' : 'https://schema.org/UsedCondition'

/**
 * schema.org Car with an Offer for the vehicle page (price in AUD, availability, seller = the
 * dealership with its address). A car without a dollar price (no-price text, preorder, weekly
 * subscription) gets an Offer without a price rather than a made-up one.
 */
export function vehicleJsonLd(input: {
  car: JsonLdCar
  price: ListingPrice
  url: string
  images: string[]
  seller: JsonLdSeller
}): WithContext<Car> {
  const { car, price, url, images, seller } = input
  const a = seller.address
  return {
    '@context': 'https://schema.org',
    '@type': 'Car',
    name: car.name,
    url,
    ...(images.length ? { image: images } : {}),
    brand: { '@type': 'Brand', name: car.make },
    model: car.model,
    ...(car.badge ? { vehicleConfiguration: car.badge } : {}),
    ...(car.year ? { vehicleModelDate: String(car.year) } : {}),
    ...(typeof car.km === 'number'
      ? { mileageFromOdometer: { '@type': 'QuantitativeValue', value: car.km, unitCode: 'KMT' } }
      : {}),
    ...(car.colour ? { color: car.colour } : {}),
    ...(car.vin ? { vehicleIdentificationNumber: car.vin } : {}),
    ...(car.body ? { bodyType: car.body } : {}),
    ...(car.fuel ? { fuelType: car.fuel } : {}),
    ...(car.transmission ? { vehicleTransmission: car.transmission } : {}),
    itemCondition: condition(car.car_type),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'AUD',
      ...(price.kind === 'offer' || price.kind === 'price' ? { price: price.amount } : {}),
      availability: offerAvailability(car),
      itemCondition: condition(car.car_type),
      seller: {
        '@type': 'AutoDealer',
        name: seller.name,
        ...(seller.telephone ? { telephone: seller.telephone } : {}),
        ...(a && (a.street || a.city) ? { address: postalAddress(a) } : {}),
      },
    },
  }
}

/** JSON for a <script type="application/ld+json">: `<` escaped so no text can close the script. */
export const jsonLdScript = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c')
