import { isPageAddress } from './urls'

/** spec: finance §2 "Default finance link is /finance, or a configured link." */
export const DEFAULT_FINANCE_LINK = '/finance'
/** spec: finance §2 "/personalised/finance?car_id={id}: finance page" for one car. */
export const PERSONALISED_FINANCE_PATH = '/personalised/finance'
/** spec: finance §2 "plus the anchor #finance-form". */
export const FINANCE_FORM_ANCHOR = 'finance-form'

export type FinanceLinkCar = {
  id: number | string
  car_type?: string | null
  vin?: string | null
  /** the price the shopper would borrow against (the listing's dollar price) */
  price?: number | null
  dealershipSlug?: string | null
}

/**
 * A finance link (finance §2 "Finance links carry the query parameters preferredDealership,
 * vehiclePriceBudget, car_id, car_type and vin, plus the anchor #finance-form"). `base` is the site's
 * configured link (a path, or an https address) or /finance; empty values are left out.
 */
export function financeHref(
  base: string | null | undefined,
  car: FinanceLinkCar | null,
  dealershipSlug?: string | null,
): string {
  // A stored link that is not a page address (`/\evil.example` reads as another host) is ignored.
  const target = base?.trim() && isPageAddress(base.trim()) ? base.trim() : DEFAULT_FINANCE_LINK
  const url = new URL(target, 'http://site.invalid')
  const params: [string, string | number | null | undefined][] = [
    ['preferredDealership', car?.dealershipSlug ?? dealershipSlug],
    ['vehiclePriceBudget', car?.price && car.price > 0 ? Math.round(car.price) : null],
    ['car_id', car?.id],
    ['car_type', car?.car_type],
    ['vin', car?.vin],
  ]
  for (const [key, value] of params)
    if (value !== null && value !== undefined && value !== '') url.searchParams.set(key, String(value))
  url.hash = FINANCE_FORM_ANCHOR
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : url.toString()
}
