import type { Metadata } from 'next'

import { orSiteNotFound } from '@/components/layout/not-found'
import { TradeInPage } from '@/components/trade-in/TradeInPage'

export const metadata: Metadata = { title: 'Sell My Car' }

/** /sell-my-car (finance §2), on with trade_in and sell_my_car_page. */
async function Page({ params }: { params: Promise<{ site: string }> }) {
  return TradeInPage({ siteSlug: (await params).site, pathFlag: 'sell_my_car_page', heading: 'Sell My Car' })
}

export default orSiteNotFound(Page)
