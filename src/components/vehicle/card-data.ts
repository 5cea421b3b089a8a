import { type ShownPrice, SUBSCRIPTION_SUFFIX } from '@/domain/pricing/listing-price'
import type { CardTag } from '@/domain/tags/card-tag'

import type { CardView } from './card-view'

// CardData's flags: which of the card's buttons and links it has.
const FAVOURITES = 1
const COMPARE = 2
const TRADE_IN = 4

/** Where uploaded pictures are served: a card's picture is sent without it (CardData image). */
const MEDIA_FILES = '/api/media/file/'

/**
 * A CardView as the results page sends it to the browser (ResultCards, ResultsJsonLd): its fields in
 * a fixed order rather than by name, the price as its texts only, the picture without the media
 * address, and the buttons as flags. Every key of a CardView was repeated on each of the 21 cards in
 * the RSC payload, with its quotes escaped: about 4 KB of the results page (docs/features/caching.md "Caching and
 * page weight").
 */
export type CardData = [
  id: CardView['id'],
  status: CardView['status'],
  name: string,
  slug: string,
  make: string,
  model: string,
  attributes: string[],
  price: [kind: ShownPrice['kind'], text: string, was?: string],
  /** 0: no picture */
  image: string | 0,
  flags: number,
  tag?: CardTag | 0,
  similarHref?: string | 0,
  /** the car's dealership, on a group site's cards */
  dealership?: string,
]

export function cardData(card: CardView): CardData {
  const { price, image } = card
  const flags = (card.favourites ? FAVOURITES : 0) | (card.compare ? COMPARE : 0) | (card.tradeIn ? TRADE_IN : 0)
  const data: CardData = [
    card.id,
    card.status,
    card.name,
    card.slug,
    card.make,
    card.model,
    card.attributes,
    'was' in price && price.was ? [price.kind, price.text, price.was.text] : [price.kind, price.text],
    image ? (image.startsWith(MEDIA_FILES) ? image.slice(MEDIA_FILES.length) : image) : 0,
    flags,
  ]
  if (card.dealership) data.push(card.tag ?? 0, card.similarHref ?? 0, card.dealership)
  else if (card.similarHref) data.push(card.tag ?? 0, card.similarHref)
  else if (card.tag) data.push(card.tag)
  return data
}

function shownPrice([kind, text, was]: CardData[7]): ShownPrice {
  if (kind === 'subscription') return { kind, text, suffix: SUBSCRIPTION_SUFFIX }
  if (kind === 'offer' || kind === 'price') return was ? { kind, text, was: { text: was } } : { kind, text }
  return { kind, text }
}

/** The CardView a CardData was made from (cardData). */
export function cardOf(data: CardData): CardView {
  const [id, status, name, slug, make, model, attributes, price, image, flags, tag, similarHref, dealership] = data
  return {
    id,
    status,
    name,
    slug,
    make,
    model,
    attributes,
    price: shownPrice(price),
    ...(image ? { image: image.startsWith('/') || image.includes('://') ? image : MEDIA_FILES + image } : {}),
    ...(tag ? { tag } : {}),
    ...((flags & FAVOURITES) !== 0 && { favourites: true }),
    ...((flags & COMPARE) !== 0 && { compare: true }),
    ...((flags & TRADE_IN) !== 0 && { tradeIn: true }),
    ...(similarHref ? { similarHref } : {}),
    ...(dealership ? { dealership } : {}),
  }
}
