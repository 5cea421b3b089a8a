import type { Metadata } from 'next'

import { orSiteNotFound } from '@/components/layout/not-found'
import { TradeInPage } from '@/components/trade-in/TradeInPage'

export const metadata: Metadata = { title: 'Value my trade-in' }

/** /trade-in (finance §2), on while the site's trade_in flag is. */
async function Page({ params }: { params: Promise<{ site: string }> }) {
  return TradeInPage({ siteSlug: (await params).site })
}

export default orSiteNotFound(Page)
