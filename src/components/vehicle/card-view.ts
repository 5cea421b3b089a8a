import { isAvailable } from '@/domain/availability/is-available'
import { carTypeLabel } from '@/domain/cars/labels'
import { listingPrice, type ShownPrice } from '@/domain/pricing/listing-price'
import { shortlistButtons } from '@/domain/shortlist-buttons'
import { type CardTag, cardTag } from '@/domain/tags/card-tag'
import { formatKm } from '@/domain/text/number'
import { offersTradeIn } from '@/domain/trade-in/offers-trade-in'
import type { CarIndexDoc } from '@/search/types'
import { similarCarsHref } from '@/search/url/similar'

import type { CardContext } from './card-context'

/**
 * A listing card as CarCardView draws it: the rules of the card worked out (tag, price, attributes,
 * which buttons and links), as a few short strings and flags. The results page sends its cards to
 * the browser in this form (as CardData, card-data.ts) rather than as their element trees (docs/features/caching.md
 * "Caching and page weight"); a field that is not set is left out.
 */
export type CardView = {
  id: CarIndexDoc['id']
  status: CarIndexDoc['status']
  name: string
  slug: string
  make: string
  model: string
  image?: string
  tag?: CardTag
  attributes: string[]
  price: ShownPrice
  favourites?: boolean
  compare?: boolean
  /** the sold card's 'Find Me Something Similar' link */
  similarHref?: string
  /** the car passes offersTradeIn: the card links to its trade-in page */
  tradeIn?: boolean
  /** whose car it is, on a site that shows more than one dealership (a group site) */
  dealership?: string
}

export function cardView(car: CarIndexDoc, ctx: CardContext): CardView {
  const tag = cardTag({ ...car, simple_fuel: car.fuel }, ctx.tag)
  const buttons = shortlistButtons(car, ctx.shortlist)
  // spec: stock §9 "Default card attributes: car_type, simple_body, km, simple_transmission, stocknum"
  const attributes = [
    carTypeLabel(car.car_type, ctx.usedLabel),
    car.body,
    formatKm(car.km),
    car.transmission,
    ctx.stocknumOnCards && car.stocknum ? `Stock # ${car.stocknum}` : null,
  ].filter((a): a is string => Boolean(a))
  return {
    id: car.id,
    status: car.status,
    name: car.name,
    slug: car.slug,
    make: car.make,
    model: car.model,
    ...(car.primary_image_url ? { image: car.primary_image_url } : {}),
    ...(tag ? { tag } : {}),
    attributes,
    price: listingPrice(car, ctx.price),
    ...(buttons.favourites && { favourites: true }),
    ...(buttons.compare && { compare: true }),
    ...(!isAvailable(car) && { similarHref: similarCarsHref(car, ctx) }),
    ...(offersTradeIn(car, ctx.tradeIn) && { tradeIn: true }),
    ...(ctx.dealershipOnCards && car.dealership_name && { dealership: car.dealership_name }),
  }
}
