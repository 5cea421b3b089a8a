'use client'

import { type CardData, cardOf } from '@/components/vehicle/card-data'
import { resultsJsonLd } from '@/domain/seo/results-json-ld'
import { jsonLdScript } from '@/domain/seo/vehicle-json-ld'

type Props = Omit<Parameters<typeof resultsJsonLd>[0], 'cars'> & {
  /** The grid's own cards (ResultCards; null is the promo card): the RSC payload sends them once. */
  cards: readonly (CardData | null)[]
}

/**
 * The results page's ItemList (structured data), written from the cards the grid shows. Nothing is
 * sent twice (docs/features/caching.md "Caching and page weight"): as a server component's <script>, its JSON went in
 * the HTML and again in the RSC payload (3.4 KB); built here, the payload carries only a reference
 * to the grid's cards.
 */
export function ResultsJsonLd({ cards, ...list }: Props) {
  const cars = cards.filter((c): c is CardData => c !== null).map(cardOf)
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: jsonLdScript(resultsJsonLd({ ...list, cars })) }}
    />
  )
}
