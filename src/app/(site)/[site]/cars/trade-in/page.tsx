import type { Metadata } from 'next'

import { orSiteNotFound } from '@/components/layout/not-found'
import { TradeInPage } from '@/components/trade-in/TradeInPage'

export const metadata: Metadata = { title: 'Value my trade-in', robots: { index: false } }

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

/** /cars/trade-in?car_id={id} (finance §2, stock §2): the trade-in towards a car of this site. */
async function Page({ params, searchParams }: Props) {
  return TradeInPage({ siteSlug: (await params).site, carId: (await searchParams).car_id })
}

export default orSiteNotFound(Page)
