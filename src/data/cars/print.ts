import path from 'node:path'

import { addressLine } from '@/domain/locations/address'
import { carCallNumber } from '@/domain/phone/call-number'
import { displayPhone } from '@/domain/phone/format'
import { maskPhone } from '@/domain/phone/mask'
import { listingPrice } from '@/domain/pricing/listing-price'
import { keyInformationRows } from '@/domain/vehicle/spec-rows'
import type { VehiclePdfInput } from '@/integrations/pdf/input'

import { priceSettings } from '../sites/price-settings'
import type { SiteContext } from '../sites/sites'
import type { CarWithRelations } from './cars'

/** Features printed, at most (the page shows them all behind Show All; paper has one sheet). */
export const PRINT_FEATURES_MAX = 20

/** The key-information rows a printout carries, in this order (Rego is the plate). */
const PRINT_FACTS: Record<string, string> = {
  year: 'Year',
  odometer: 'Odometer',
  body: 'Body',
  transmission: 'Transmission',
  fuel: 'Fuel',
  colour: 'Colour',
  stocknum: 'Stock number',
  vin: 'VIN',
  regplate: 'Rego',
}

/**
 * The printout of a car on a site; `url` is the car's page address. `phoneRevealed: false` prints
 * the number masked (stock §9 "Phone masked after 5 characters"): the PDF of a masking site whose
 * reveal log could not be written, and the printable page's HTML on a masking site (the sheet reveals
 * the number from the browser).
 */
export function vehiclePdfInput(
  car: CarWithRelations,
  site: Pick<SiteContext, 'name' | 'settings' | 'features'>,
  url: string,
  { phoneRevealed = true }: { phoneRevealed?: boolean } = {},
): VehiclePdfInput {
  const price = listingPrice(car, priceSettings(site))
  const rows = keyInformationRows(car)
  const facts = Object.entries(PRINT_FACTS).flatMap(([key, label]) => {
    const row = rows.find((r) => r.key === key)
    return row ? [{ label, value: row.value }] : []
  })
  const dealership = car.dealership
  const phone = carCallNumber(car)
  const primary = car.images[0]
  return {
    siteName: site.name,
    title: car.name,
    price: {
      text: price.text,
      suffix: 'suffix' in price ? price.suffix : null,
      was: 'was' in price && price.was ? price.was.text : null,
    },
    facts,
    features: (car.standardEquipment ?? [])
      .map((f) => f.trim())
      .filter(Boolean)
      .slice(0, PRINT_FEATURES_MAX),
    comments: (car.dealercomments ?? '').trim(),
    dealership: {
      name:
        car.location?.name && car.location.name !== dealership.name
          ? `${dealership.name}, ${car.location.name}`
          : dealership.name,
      address: addressLine(car.location?.address ?? dealership.address) || addressLine(dealership.address),
      phone: phone ? (phoneRevealed ? displayPhone(phone) : maskPhone(displayPhone(phone))) : null,
    },
    url,
    image: primary
      ? {
          url: primary.url ?? null,
          alt: primary.alt || car.name,
          file: primary.filename ? path.basename(primary.filename) : null,
        }
      : null,
  }
}
