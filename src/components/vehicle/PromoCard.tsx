import Link from 'next/link'

import { StaticImage } from '@/components/ui/StaticImage.client'
import type { PromoCardView } from '@/data/content/banners'
import { cardColours } from '@/domain/promo/banners'
import { PROMO_CARD_TITLE } from '@/domain/promo/place-promo-card'
import { DEFAULT_PROMO_CARD_LINK } from '@/domain/promo/promo-card-href'

import styles from './PromoCard.module.css'

/**
 * spec: stock §2 "A promotional card ('We Want Your Car', linking to a configured address)". A live
 * promo card staff made (collections/PromoCards) replaces the default one.
 */
export function PromoCard({ href = DEFAULT_PROMO_CARD_LINK, card }: { href?: string; card?: PromoCardView | null }) {
  if (!card)
    return (
      <aside className={`car-card ${styles.promo}`} aria-label={PROMO_CARD_TITLE}>
        <h3>{PROMO_CARD_TITLE}</h3>
        <p>Get a fast, fair valuation for your trade-in or sell your car outright.</p>
        <Link className="button" href={href}>
          Value my car
        </Link>
      </aside>
    )
  return (
    <aside className={`car-card ${styles.promo}`} aria-label={card.title} style={cardColours(card.background)}>
      {card.image ? (
        <StaticImage
          className={styles.image}
          src={card.image.url}
          alt={card.alt}
          width={card.image.width ?? 600}
          height={card.image.height ?? 400}
          sizes="(min-width: 992px) 30vw, (min-width: 576px) 45vw, 100vw"
        />
      ) : null}
      <h3>{card.title}</h3>
      {card.text ? <p>{card.text}</p> : null}
      <Link className="button" href={card.link}>
        {card.linkLabel}
      </Link>
    </aside>
  )
}
