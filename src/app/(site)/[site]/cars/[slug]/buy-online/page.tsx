import type { Metadata } from 'next'

import { orSiteNotFound } from '@/components/layout/not-found'

import { ReservePage, type ReservePageProps } from '../reserve-page'

export const metadata: Metadata = { title: 'Reserve this Car', robots: { index: false } }

/** /cars/{slug}/buy-online: answers only on sites whose checkout_path is 'buy-online' (../reserve-page.tsx). */
async function BuyOnlinePage(props: ReservePageProps) {
  return ReservePage(props, 'buy-online')
}

export default orSiteNotFound(BuyOnlinePage)
