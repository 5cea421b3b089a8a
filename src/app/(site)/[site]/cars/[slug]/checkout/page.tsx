import type { Metadata } from 'next'

import { orSiteNotFound } from '@/components/layout/not-found'

import { ReservePage, type ReservePageProps } from '../reserve-page'

export const metadata: Metadata = { title: 'Reserve this Car', robots: { index: false } }

/** /cars/{slug}/checkout: answers only on sites whose checkout_path is 'checkout' (../reserve-page.tsx). */
async function CheckoutPage(props: ReservePageProps) {
  return ReservePage(props, 'checkout')
}

export default orSiteNotFound(CheckoutPage)
