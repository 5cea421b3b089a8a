import type { PriceSettings } from '@/domain/pricing/listing-price'
import { siteFeature } from '@tenants/flags'

import type { SiteContext } from './sites'

/** How a site shows prices (stock §4 "Price display order"): its subscription_prices flag and no_price_text. */
export const priceSettings = (site: Pick<SiteContext, 'features' | 'settings'>): PriceSettings => ({
  subscriptionPrices: siteFeature(site, 'subscription_prices'),
  noPriceText: site.settings.no_price_text,
})
