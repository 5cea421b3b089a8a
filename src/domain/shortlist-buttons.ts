export type ShortlistCar = {
  status?: string | null
  price?: number | null
  car_type?: string | null
  /** stock §3 photos_count (index docs) … */
  photos_count?: number | null
  /** … or the images themselves (stored cars) */
  images?: readonly unknown[] | null
}

export type ShortlistFlags = {
  /** site flag favourites */
  favourites: boolean
  /** site flag compare */
  compare: boolean
  /** site flag favourites_used_with_images_only ("some tenants") */
  usedWithImagesOnly: boolean
}

const hasImages = (car: ShortlistCar) => (car.photos_count ?? 0) > 0 || (car.images?.length ?? 0) > 0

/** Whether a car may be favourited or compared at all, whatever the feature flags. */
function eligible(car: ShortlistCar, usedWithImagesOnly: boolean): boolean {
  if (car.status !== 'in_stock') return false
  if (!(typeof car.price === 'number' && car.price > 0)) return false
  return !usedWithImagesOnly || (car.car_type === 'used' && hasImages(car))
}

/**
 * spec: stock §4 "Favourites and compare buttons are hidden when the feature is off, the car is
 * not in stock, price is 0 or less, or (some tenants) the car is not used or has no images."
 * 'In stock' is status in_stock only, so coming_soon cars get neither button.
 */
export function shortlistButtons(car: ShortlistCar, flags: ShortlistFlags): { favourites: boolean; compare: boolean } {
  const ok = eligible(car, flags.usedWithImagesOnly)
  return { favourites: flags.favourites && ok, compare: flags.compare && ok }
}
