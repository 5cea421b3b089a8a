'use client'

import type { ReactNode } from 'react'

import { CarCardView } from '@/components/vehicle/CarCardView'
import { type CardData, cardOf } from '@/components/vehicle/card-data'
import type { CertifiedLogo } from '@/components/vehicle/certified-logo'

import gridStyles from '../vehicle/car-grid.module.css'

type Props = {
  /** The page's cards in order; null is the promo card's place. */
  cards: readonly (CardData | null)[]
  promo: ReactNode
  certifiedLogo: CertifiedLogo | null
  watchlist: boolean
}

/**
 * The results grid. A client component only for what the page sends (docs/features/caching.md "Caching and page weight"):
 * as server components, each card's whole element tree (class names, labels, image props) went in
 * the RSC payload beside its HTML, 1.7 KB a card; from here the payload holds each card's CardData,
 * about a sixth of that, and the same cards name the page's ItemList (ResultsJsonLd). The HTML is
 * the same, and its links are plain links.
 */
export function ResultCards({ cards, promo, certifiedLogo, watchlist }: Props) {
  return (
    <ul className={`car-grid ${gridStyles.grid}`}>
      {cards.map((card, i) => (
        <li key={card ? card[0] : 'promo'}>
          {card ? (
            <CarCardView card={cardOf(card)} certifiedLogo={certifiedLogo} watchlist={watchlist} priority={i < 2} />
          ) : (
            promo
          )}
        </li>
      ))}
    </ul>
  )
}
