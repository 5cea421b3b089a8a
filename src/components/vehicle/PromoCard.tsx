import Link from 'next/link'

import { DEFAULT_PROMO_CARD_LINK, PROMO_CARD_TITLE } from '@/domain/promo/constants'

/** spec: stock §2 "A promotional card ('We Want Your Car', linking to a configured address)". */
export function PromoCard({ href = DEFAULT_PROMO_CARD_LINK }: { href?: string }) {
  return (
    <aside className="car-card car-card--promo" aria-label={PROMO_CARD_TITLE}>
      <h3>{PROMO_CARD_TITLE}</h3>
      <p>Get a fast, fair valuation for your trade-in or sell your car outright.</p>
      <Link className="button" href={href}>
        Value my car
      </Link>
    </aside>
  )
}
