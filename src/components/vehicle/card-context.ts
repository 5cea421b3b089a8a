import { priceSettings } from '@/data/sites/price-settings'
import type { SiteContext } from '@/data/sites/sites'
import type { UsedLabel } from '@/domain/cars/labels'
import type { PriceSettings } from '@/domain/pricing/listing-price'
import type { ShortlistFlags } from '@/domain/shortlist-buttons'
import type { CardTagSettings } from '@/domain/tags/card-tag'
import { cardTagSettings } from '@tenants/card-tag-settings'
import { shortlistFlags } from '@tenants/flags'
import { siteFeature } from '@tenants/flags'

import { type CertifiedLogo, certifiedLogoOf } from './certified-logo'

/** Everything a listing card needs from the site, worked out once per page. */
export type CardContext = {
  tag: CardTagSettings
  price: PriceSettings
  shortlist: ShortlistFlags
  usedLabel: UsedLabel
  stocknumOnCards: boolean
  certifiedLogo: CertifiedLogo | null
  /** site flag used_car_breadcrumbs: the card's search links go to /used-car/... (finance §2) */
  usedCarBreadcrumbs: boolean
  /**
   * The card's Save to Watchlist button (site flag garage). Off unless the page also renders the one
   * CardWatchlistHost (the results page does), which reads the saved cars and shows the toast.
   */
  watchlist: boolean
  /** site flag trade_in: the card's trade-in link, for cars that pass offersTradeIn (finance §2) */
  tradeIn: boolean
  /** a site of more than one dealership (a group site) names each card's dealership */
  dealershipOnCards: boolean
}

export function cardContext(site: SiteContext, now = Date.now()): CardContext {
  return {
    tag: cardTagSettings(site, site.primaryDealership?.manufacturer, now),
    price: priceSettings(site),
    shortlist: shortlistFlags(site),
    usedLabel: siteFeature(site, 'used_label'),
    stocknumOnCards: siteFeature(site, 'stocknum_on_cards'),
    certifiedLogo: certifiedLogoOf(site),
    usedCarBreadcrumbs: siteFeature(site, 'used_car_breadcrumbs'),
    watchlist: false,
    tradeIn: siteFeature(site, 'trade_in'),
    dealershipOnCards: (site.dealerships ?? []).length > 1,
  }
}
