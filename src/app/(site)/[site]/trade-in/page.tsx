import type { Metadata } from 'next'

import { TradeInPage } from '@/components/trade-in/TradeInPage'
import { orSiteNotFound } from '@/components/layout/not-found'

export const metadata: Metadata = { title: 'Value my trade-in' }

/** /trade-in (finance §2), on while the site's trade_in flag is. */
async function Page({ params }: { params: Promise<{ site: string }> }) {
  return TradeInPage({ siteSlug: (await params).site })
}

export default orSiteNotFound(Page)
