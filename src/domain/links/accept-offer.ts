/**
 * The link a dealer sends a shopper to accept an offer on a car (finance §4 "Offer acceptance":
 * subcategory '3. Offer Accepted', offer_accepted true; §9 event 18), on the site's own origin:
 * `/accept-offer?car_id={slug}&amount={whole dollars}`. The amount is optional; without one the
 * page starts from the car's shown price. Anything but a positive whole number of dollars (after
 * dropping '$', ',' and spaces) is left out rather than sent wrong.
 */
export function acceptOfferUrl(origin: string, carSlug: string, amount?: string | number | null): string {
  const url = new URL('/accept-offer', origin)
  url.searchParams.set('car_id', carSlug)
  const dollars = offerAmount(amount)
  if (dollars !== null) url.searchParams.set('amount', String(dollars))
  return url.toString()
}

/** A typed amount as whole dollars, or null when it is empty or not a positive amount. */
export function offerAmount(amount?: string | number | null): number | null {
  if (amount == null) return null
  const text = String(amount).replace(/[$,\s]/g, '')
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null
  const dollars = Math.round(Number(text))
  return dollars > 0 ? dollars : null
}

/** What the admin needs to build a lead's accept-offer link: the site's public origin and the car. */
export type OfferLinkTarget = { origin: string; carSlug: string; carName: string }
