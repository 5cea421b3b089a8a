import { isAvailable } from '@/domain/availability/is-available'
import { slugify } from '@/domain/text/slug'

export type CertifiableCar = {
  certified?: boolean | null
  car_type?: string | null
  make?: string | null
  status?: string | null
}

export type CertifiedSettings = {
  /** site flag certified_logo */
  certifiedLogo: boolean
  /** the make of the site's/dealership's certified pre-owned programme (its franchise make) */
  franchiseMake?: string | null
}

/**
 * spec: stock §4 tag rule 3 "certified used cars of one make (some sites)" and stock §5
 * "Certified badge: only for one make, with certified true, car not sold, on enabled sites".
 * Makes compare by slug, so 'Mercedes Benz' matches 'Mercedes-Benz'.
 */
export function isCertifiedPreOwned(car: CertifiableCar, settings: CertifiedSettings): boolean {
  if (!settings.certifiedLogo || !car.certified || car.car_type !== 'used' || !isAvailable(car)) return false
  const make = slugify(car.make ?? '')
  return make !== '' && make === slugify(settings.franchiseMake ?? '')
}
