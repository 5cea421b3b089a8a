import { feedPrice, type FeedVehicle } from '@/domain/feed-vehicle'
import { XML_DECLARATION, xmlElement, xmlText } from '@/domain/seo/xml'

/**
 * Meta's automotive inventory catalogue as XML (`<listings>` of `<listing>`), with Meta's field names
 * and enum values (body_style, fuel_type, transmission, drivetrain, state_of_vehicle, availability).
 */
const BODY_STYLES: Record<string, string> = {
  hatch: 'HATCHBACK',
  hatchback: 'HATCHBACK',
  sedan: 'SEDAN',
  suv: 'SUV',
  ute: 'PICKUP',
  wagon: 'WAGON',
  coupe: 'COUPE',
  convertible: 'CONVERTIBLE',
  cabriolet: 'CONVERTIBLE',
  van: 'VAN',
  'people mover': 'MINIVAN',
  minivan: 'MINIVAN',
  'cab chassis': 'TRUCK',
}
const FUEL_TYPES: Record<string, string> = {
  petrol: 'PETROL',
  unleaded: 'PETROL',
  diesel: 'DIESEL',
  hybrid: 'HYBRID',
  'plug-in hybrid': 'PLUGIN_HYBRID',
  electric: 'ELECTRIC',
  lpg: 'OTHER',
}
const TRANSMISSIONS: Record<string, string> = { automatic: 'AUTOMATIC', auto: 'AUTOMATIC', manual: 'MANUAL' }
const DRIVETRAINS: Record<string, string> = {
  fwd: 'FWD',
  rwd: 'RWD',
  awd: 'AWD',
  '4wd': 'FOUR_WD',
  '4x4': 'FOUR_WD',
  '2wd': 'TWO_WD',
  '4x2': 'TWO_WD',
}

const enumOf = (map: Record<string, string>, value: string | null) =>
  value ? (map[value.trim().toLowerCase()] ?? 'OTHER') : 'OTHER'

export const metaBodyStyle = (v: string | null) => enumOf(BODY_STYLES, v)
export const metaFuelType = (v: string | null) => enumOf(FUEL_TYPES, v)
export const metaTransmission = (v: string | null) => enumOf(TRANSMISSIONS, v)
export const metaDrivetrain = (v: string | null) => enumOf(DRIVETRAINS, v)
export const metaStateOfVehicle = (v: Pick<FeedVehicle, 'condition' | 'certified'>) =>
  v.condition === 'new' ? 'NEW' : v.certified ? 'CPO' : 'USED'

function listingXml(v: FeedVehicle): string {
  const a = v.address
  const component = (name: string, value: string) => `<component name="${name}">${xmlText(value)}</component>`
  // With a 'Was' price, price is the regular price and sale_price what the shopper pays (Meta's fields).
  const prices = v.wasPrice
    ? [xmlElement('price', feedPrice(v.wasPrice)), xmlElement('sale_price', feedPrice(v.price))]
    : [xmlElement('price', feedPrice(v.price))]
  return [
    '<listing>',
    xmlElement('vehicle_id', v.id),
    xmlElement('title', v.title),
    xmlElement('description', v.description),
    xmlElement('url', v.link),
    xmlElement('make', v.make),
    xmlElement('model', v.model),
    xmlElement('year', v.year),
    xmlElement('trim', v.trim),
    `<mileage>${xmlElement('value', v.mileageKm)}${xmlElement('unit', 'KM')}</mileage>`,
    ...v.imageLinks.map((url) => `<image>${xmlElement('url', url)}</image>`),
    xmlElement('vin', v.vin),
    xmlElement('state_of_vehicle', metaStateOfVehicle(v)),
    ...prices,
    xmlElement('availability', 'AVAILABLE'),
    ...(v.colour ? [xmlElement('exterior_color', v.colour)] : []),
    xmlElement('body_style', metaBodyStyle(v.body)),
    xmlElement('fuel_type', metaFuelType(v.fuel)),
    xmlElement('transmission', metaTransmission(v.transmission)),
    xmlElement('drivetrain', metaDrivetrain(v.drive)),
    ...(v.dateInStock ? [xmlElement('date_first_on_lot', v.dateInStock)] : []),
    xmlElement('dealer_id', v.storeCode),
    xmlElement('dealer_name', v.dealershipName),
    ...(v.phone ? [xmlElement('dealer_phone', v.phone)] : []),
    `<address format="simple">${component('addr1', a.street)}${component('city', a.city)}${component('region', a.region)}${component('postal_code', a.postcode)}${component('country', a.country)}</address>`,
    '</listing>',
  ].join('')
}

export function metaAutomotiveXml(siteName: string, vehicles: readonly FeedVehicle[]): string {
  return `${XML_DECLARATION}\n<listings>\n${xmlElement('title', `${siteName} vehicles`)}\n${vehicles.map(listingXml).join('\n')}\n</listings>\n`
}
