import { feedAddressLine, feedPrice, type FeedVehicle } from '@/domain/feed-vehicle'

import { tsvRow } from './tsv'

/**
 * Google's vehicle listings feed as TSV (Google recommends a delimited text file). Attribute names as
 * Google's feed specification spells them; repeated additional images are comma-separated.
 * mileage carries its unit ("45000 km"); price is "34990.00 AUD".
 */
export const GOOGLE_VEHICLE_COLUMNS = [
  'id',
  'vin',
  'store_code',
  'dealership_name',
  'dealership_address',
  'title',
  'description',
  'link',
  'image_link',
  'additional_image_link',
  'price',
  'condition',
  'certified_pre_owned',
  'make',
  'model',
  'year',
  'trim',
  'mileage',
  'exterior_color',
  'body_style',
  'fuel_type',
  'transmission',
  'drivetrain',
  'date_in_stock',
] as const

export type GoogleVehicleColumn = (typeof GOOGLE_VEHICLE_COLUMNS)[number]

export function googleVehicleRow(v: FeedVehicle): Record<GoogleVehicleColumn, string> {
  return {
    id: v.id,
    vin: v.vin,
    store_code: v.storeCode,
    dealership_name: v.dealershipName,
    dealership_address: feedAddressLine(v.address),
    title: v.title,
    description: v.description,
    link: v.link,
    image_link: v.imageLinks[0] ?? '', // feedVehicle keeps cars with a photo only
    // A URL holds no comma unencoded in our media paths; encode any that would split the list.
    additional_image_link: v.imageLinks
      .slice(1)
      .map((u) => u.replace(/,/g, '%2C'))
      .join(','),
    price: feedPrice(v.price),
    condition: v.condition,
    certified_pre_owned: v.certified ? 'yes' : 'no',
    make: v.make,
    model: v.model,
    year: String(v.year),
    trim: v.trim,
    mileage: `${v.mileageKm} km`,
    exterior_color: v.colour ?? '',
    body_style: v.body ?? '',
    fuel_type: v.fuel ?? '',
    transmission: v.transmission ?? '',
    drivetrain: v.drive ?? '',
    date_in_stock: v.dateInStock ?? '',
  }
}

export function googleVehicleTsv(vehicles: readonly FeedVehicle[]): string {
  const rows = vehicles.map((v) => {
    const row = googleVehicleRow(v)
    return tsvRow(GOOGLE_VEHICLE_COLUMNS.map((c) => row[c]))
  })
  return `${[GOOGLE_VEHICLE_COLUMNS.join('\t'), ...rows].join('\n')}\n`
}
