import { CardWatchButton } from '@/components/account/CardWatchlist.client'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { isAvailable } from '@/domain/availability/is-available'
import { FIND_SIMILAR } from '@/domain/facets/messages'
import { carPath } from '@/domain/links/car-path'
import { TRADE_IN_LINK_TEXT, tradeInHref } from '@/domain/trade-in/offers-trade-in'

import type { CardView } from './card-view'
import { CardTag } from './CardTag'
import type { CertifiedLogo } from './certified-logo'
import { PriceBlock } from './PriceBlock'
import { ShortlistButtons } from './ShortlistButtons.client'

import styles from './CarCard.module.css'

/**
 * The widest card picture the layout can use (docs/features/caching.md "Caching and page weight": srcset lists only
 * the widths the layout can use): in the grid's columns (car-grid.module.css, at least 260 px) a
 * card is at most about 400 px wide (828 at 2x), and as the single column below sm at most 575 px,
 * on phones of 360 to 430 px at 3x (1,080 to 1,290: 1200). The configured 1600 is for the gallery
 * and banners.
 */
const CARD_IMAGE_MAX_WIDTH = 1200

type Props = {
  card: CardView
  certifiedLogo: CertifiedLogo | null
  /** The Save to Watchlist button (CardContext.watchlist). */
  watchlist: boolean
  priority?: boolean
}

/**
 * A listing card drawn from its CardView: image, tag, attributes, price and buttons (stock §2
 * "Search results", §4, §9). It imports no rules, so the results page's grid can draw it in the
 * browser from the cards' few strings. Its links are plain links: a page of cards held 40-odd
 * <Link>s, each hydrated and prefetching in view, for pages a shopper opens one at a time (docs/features/caching.md
 * "Caching and page weight").
 */
export function CarCardView({ card, certifiedLogo, watchlist, priority = false }: Props) {
  const available = isAvailable(card)
  return (
    <article className={`${available ? 'car-card' : 'car-card is-sold'} ${styles.card}`} data-status={card.status}>
      <div className="car-card__media">
        {card.image ? (
          <StaticImage
            src={card.image}
            alt={card.name}
            width={600}
            height={400}
            sizes="(max-width: 576px) 100vw, 400px"
            maxWidth={CARD_IMAGE_MAX_WIDTH}
            // no inline color: transparent on each card (next/image hides the alt text while the
            // picture loads): CarCard.module.css does it for every card
            style={{ color: undefined }}
            {...(priority && { priority })}
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={`${card.name}: photos coming soon`} />
        )}
        {card.tag ? <CardTag tag={card.tag} certifiedLogo={certifiedLogo} /> : null}
      </div>
      <div>
        <h3 className="car-card__title">
          <a href={carPath(card.slug)}>{card.name}</a>
        </h3>
        {card.dealership ? <p className="car-card__dealership">{card.dealership}</p> : null}
        <ul className="car-card__attributes" aria-label="Key details">
          {card.attributes.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
        <PriceBlock price={card.price} />
        {available ? (
          <ShortlistButtons
            car={{
              id: card.id,
              name: card.name,
              slug: card.slug,
              make: card.make,
              model: card.model,
              primary_image_url: card.image ?? null,
            }}
            favourites={card.favourites ?? false}
            compare={card.compare ?? false}
            watchlist={watchlist}
          />
        ) : (
          <>
            <a className="button button--small" href={card.similarHref}>
              {FIND_SIMILAR}
            </a>
            {/* stock §6: a sold car keeps its watchlist button only while it is saved */}
            {watchlist ? <CardWatchButton carId={card.id} name={card.name} forSale={false} /> : null}
          </>
        )}
        {card.tradeIn ? (
          <a className="car-card__trade-in" href={tradeInHref(card)}>
            {TRADE_IN_LINK_TEXT}
          </a>
        ) : null}
      </div>
    </article>
  )
}
