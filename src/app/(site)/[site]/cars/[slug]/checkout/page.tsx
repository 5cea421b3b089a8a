import type { Metadata } from 'next'

import { ReservePage, type ReservePageProps } from '../reserve-page'

export const metadata: Metadata = { title: 'Reserve this Car', robots: { index: false } }

/** /cars/{slug}/checkout: answers only on sites whose checkout_path is 'checkout' (../reserve-page.tsx). */
export default async function CheckoutPage(props: ReservePageProps) {
  return ReservePage(props, 'checkout')
}
