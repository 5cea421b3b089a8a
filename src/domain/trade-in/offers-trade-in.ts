import { isAvailable } from '@/domain/availability/is-available'
import { TEST_DRIVE_ONLY_TAG } from '@/domain/vehicle/reserve'

export type TradeInCar = { slug: string; status?: string | null; reserved?: boolean | null; tag?: string | null }

/**
 * spec: finance §2 "/cars/trade-in?car_id={id}: trade-in valuation, linked from car cards and the
 * sticky header when trade-in is allowed … The trade-in button shows only if a trade-in-eligibility
 * check passes". The spec does not spell the check out; ours: the site's trade_in flag is on and the
 * car can still be bought, since a trade-in goes towards it: available (stock §4: in_stock or
 * coming_soon; "other statuses such as sold show the SOLD view"), not already reserved by another
 * shopper, and not tagged 'Test Drive Only' (a demonstrator that is not for sale, finance §2).
 */
export function offersTradeIn(car: TradeInCar, tradeInEnabled: boolean): boolean {
  if (!tradeInEnabled || !isAvailable(car) || car.reserved) return false
  return (car.tag ?? '').trim().toLowerCase() !== TEST_DRIVE_ONLY_TAG.toLowerCase()
}

/**
 * The trade-in page for a car (finance §2 "/cars/trade-in?car_id={id}"). The car is named by its slug,
 * as /book-test-drive?car_id= and /print?car_id={slug} name it; the page loads it within the site.
 */
export const tradeInHref = (car: Pick<TradeInCar, 'slug'>) => `/cars/trade-in?car_id=${encodeURIComponent(car.slug)}`

/** The link's text on cards and the sticky header (ours; the home page's promo says the same). */
export const TRADE_IN_LINK_TEXT = 'Value my trade-in'

/** The trade-in link of a car, or null when the check fails. */
export const tradeInLinkOf = (car: TradeInCar, tradeInEnabled: boolean): string | null =>
  offersTradeIn(car, tradeInEnabled) ? tradeInHref(car) : null
