type Phone = string | null | undefined

export type CallNumberInput = {
  override?: Phone
  phones?: { new?: Phone; used?: Phone; demo?: Phone } | null
  carType?: string | null
  locationPhone?: Phone
}

const present = (phone: Phone): string | null => (phone && phone.trim() ? phone.trim() : null)

/** The car type's own number; a demo falls back to the new-car number (spec: stock §4). */
function byCarType(phones: CallNumberInput['phones'], carType: string | null | undefined): Phone {
  if (!phones) return null
  if (carType === 'new') return phones.new
  if (carType === 'used') return phones.used
  if (carType === 'demo') return present(phones.demo) ?? phones.new
  return null
}

/**
 * The number a vehicle page calls (spec: stock §4 "Call-number choice", finance §9 "Call-number
 * choice order"): configured override, then the car type's number, then new, then used, then the
 * car's location phone. Blank strings count as missing. Null when none: the caller logs a warning
 * (stock §8 "No phone number for the car").
 */
export function chooseCallNumber({ override, phones, carType, locationPhone }: CallNumberInput): string | null {
  const candidates: Phone[] = [override, byCarType(phones, carType), phones?.new, phones?.used, locationPhone]
  for (const candidate of candidates) {
    const phone = present(candidate)
    if (phone) return phone
  }
  return null
}

/** What a car's call number is chosen from: its dealership's phones and its location's phone. */
export type CallNumberCar = {
  car_type?: string | null
  dealership: { phones?: (NonNullable<CallNumberInput['phones']> & { call_override?: Phone }) | null }
  location?: { contact_detail?: { phone?: Phone } | null } | null
}

/**
 * The number a car's page, printable page, PDF and phone reveal call (finance §9 call-number choice):
 * the dealership's call override, then its per-car-type numbers, then the car's location phone.
 */
export const carCallNumber = (car: CallNumberCar): string | null =>
  chooseCallNumber({
    override: car.dealership.phones?.call_override,
    phones: car.dealership.phones,
    carType: car.car_type,
    locationPhone: car.location?.contact_detail?.phone,
  })

/** spec: stock §8 "No phone number for the car" (finance §8: a console warning), from the vehicle page. */
export function warnIfNoCallNumber(callNumber: string | null, where: { car: string; site: string }): void {
  if (!callNumber) console.warn(`No phone number for car ${where.car} on ${where.site}`)
}

/**
 * The number the site header calls, tap to call, following the masking rules (docs/features/vehicle-page.md "The vehicle
 * page"): the site's sales phone, else its primary dealership's main number; null when neither.
 * One owner for the header, its menu drawer and the header's reveal (POST /api/phone-reveal).
 */
export function headerCallNumber({
  salesPhone,
  dealershipMain,
}: {
  salesPhone?: Phone
  dealershipMain?: Phone
}): string | null {
  return present(salesPhone) ?? present(dealershipMain)
}
