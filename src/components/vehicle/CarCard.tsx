import type { CarIndexDoc } from '@/search/types'

import { CarCardView } from './CarCardView'
import type { CardContext } from './card-context'
import { cardView } from './card-view'

type Props = { car: CarIndexDoc; ctx: CardContext; priority?: boolean }

/** A listing card for an index document: its CardView, drawn by CarCardView (stock §2, §4, §9). */
export function CarCard({ car, ctx, priority = false }: Props) {
  return (
    <CarCardView
      card={cardView(car, ctx)}
      certifiedLogo={ctx.certifiedLogo}
      watchlist={ctx.watchlist}
      priority={priority}
    />
  )
}
