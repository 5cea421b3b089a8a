/**
 * The /special-offers filters (stock §2 "Special offers page; Clear Filters action on its empty
 * state"): by car type and by make. An offer that names no car type or make applies to all of them.
 */
export const OFFER_CAR_TYPES = ['new', 'demo', 'used'] as const
export type OfferCarType = (typeof OFFER_CAR_TYPES)[number]

export type OfferScope = { car_types?: readonly string[] | null; make?: string | null }
export type OfferFilter = { car_type: OfferCarType | null; make: string | null }

/** spec: stock §8 "Default text for offers" (the empty state's text). */
export const NO_OFFERS_TEXT =
  'There appears to be no offers currently available that meet the conditions of your search'

const sameMake = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

export function offerMatches(offer: OfferScope, filter: OfferFilter): boolean {
  const types = offer.car_types ?? []
  if (filter.car_type && types.length > 0 && !types.includes(filter.car_type)) return false
  if (filter.make && offer.make && !sameMake(offer.make, filter.make)) return false
  return true
}

/** The makes the live offers name, for the make filter's options (sorted, without duplicates). */
export function offerMakes(offers: readonly OfferScope[]): string[] {
  const seen = new Map<string, string>()
  for (const o of offers)
    if (o.make?.trim() && !seen.has(o.make.trim().toLowerCase())) seen.set(o.make.trim().toLowerCase(), o.make.trim())
  return [...seen.values()].sort((a, b) => a.localeCompare(b))
}

/** Reads the filter from the query string; unknown values are ignored rather than refused. */
export function readOfferFilter(
  params: Record<string, string | string[] | undefined>,
  makes: readonly string[],
): OfferFilter {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim() ?? ''
  const type = one(params.car_type)
  const make = one(params.make)
  return {
    car_type: (OFFER_CAR_TYPES as readonly string[]).includes(type) ? (type as OfferCarType) : null,
    make: makes.find((m) => sameMake(m, make)) ?? null,
  }
}

/** finance §2: "/special-offers (only when offers exist or the offers feature is on)". */
export const SPECIAL_OFFERS_PATH = '/special-offers'
export const showOffersLink = (offersFeature: boolean, liveOfferCount: number) => offersFeature || liveOfferCount > 0

type LinkLike = { url: string }
type ItemLike = LinkLike & { children?: LinkLike[] | null }

const isOffersLink = (l: LinkLike) => (l.url.split(/[?#]/)[0] ?? '').replace(/\/$/, '') === SPECIAL_OFFERS_PATH

/** A menu's items without links to /special-offers (top level and dropdowns). */
export function withoutOffersLinks<T extends ItemLike>(items: readonly T[]): T[] {
  return items
    .filter((i) => !isOffersLink(i))
    .map((i) => (i.children ? { ...i, children: i.children.filter((c) => !isOffersLink(c)) } : i))
}
