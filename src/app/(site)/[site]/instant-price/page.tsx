import type { Metadata } from 'next'

import { orSiteNotFound } from '@/components/layout/not-found'
import { TradeInPage } from '@/components/trade-in/TradeInPage'

export const metadata: Metadata = { title: 'Instant Price' }

/** /instant-price: the trade-in link of one dealer group (finance §2), on with trade_in and instant_price_page. */
async function Page({ params }: { params: Promise<{ site: string }> }) {
  return TradeInPage({ siteSlug: (await params).site, pathFlag: 'instant_price_page', heading: 'Instant Price' })
}

export default orSiteNotFound(Page)
