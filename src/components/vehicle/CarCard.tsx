import { CardWatchButton } from '@/components/account/CardWatchlist.client'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { isAvailable } from '@/domain/availability/is-available'
import { carTypeLabel } from '@/domain/cars/labels'
import { FIND_SIMILAR } from '@/domain/facets/messages'
import { shortlistButtons } from '@/domain/shortlist-buttons'
import { cardTag } from '@/domain/tags/card-tag'
import { formatKm } from '@/domain/text/number'
import { TRADE_IN_LINK_TEXT, tradeInLinkOf } from '@/domain/trade-in/offers-trade-in'
import type { CarIndexDoc } from '@/search/types'
import { similarCarsHref } from '@/search/url/similar'

import type { CardContext } from './card-context'
import { CardTag } from './CardTag'
import { PriceBlock } from './PriceBlock'
import { ShortlistButtons } from './ShortlistButtons.client'

import styles from './CarCard.module.css'

type Props = { car: CarIndexDoc; ctx: CardContext; priority?: boolean }

/**
 * A listing card: image, tag, attributes, price and buttons (stock §2 "Search results", §4, §9).
 * Its links are plain links: a page of cards held 40-odd <Link>s, each hydrated and prefetching in view,
 * for pages a shopper opens one at a time (issue 16 §2 "Lighter pages").
 */
export function CarCard({ car, ctx, priority = false }: Props) {
  const tag = cardTag({ ...car, simple_fuel: car.fuel }, ctx.tag)
  const available = isAvailable(car)
  const buttons = shortlistButtons(car, ctx.shortlist)
  const tradeInHref = tradeInLinkOf(car, ctx.tradeIn)
  // spec: stock §9 "Default card attributes: car_type, simple_body, km, simple_transmission, stocknum"
  const attributes = [
    carTypeLabel(car.car_type, ctx.usedLabel),
    car.body,
    formatKm(car.km),
    car.transmission,
    ctx.stocknumOnCards && car.stocknum ? `Stock # ${car.stocknum}` : null,
  ].filter(Boolean)

  return (
    <article className={`${available ? 'car-card' : 'car-card is-sold'} ${styles.card}`} data-status={car.status}>
      <div className={`car-card__media ${styles.media}`}>
        {car.primary_image_url ? (
          <StaticImage
            src={car.primary_image_url}
            alt={car.name}
            width={600}
            height={400}
            sizes="(max-width: 576px) 100vw, 400px"
            {...(priority && { priority })}
          />
        ) : (
          <div className={styles.placeholder} role="img" aria-label={`${car.name}: photos coming soon`} />
        )}
        {tag ? <CardTag tag={tag} certifiedLogo={ctx.certifiedLogo} /> : null}
      </div>
      <div className={styles.body}>
        <h3 className={`car-card__title ${styles.title}`}>
          <a href={`/cars/${car.slug}`}>{car.name}</a>
        </h3>
        <ul className={`car-card__attributes ${styles.attributes}`} aria-label="Key details">
          {attributes.map((a, i) => (
            <li key={i}>{a}</li>
          ))}
        </ul>
        <PriceBlock car={car} settings={ctx.price} className={styles.raised} />
        {available ? (
          <ShortlistButtons
            car={{
              id: car.id,
              name: car.name,
              slug: car.slug,
              make: car.make,
              model: car.model,
              primary_image_url: car.primary_image_url,
            }}
            favourites={buttons.favourites}
            compare={buttons.compare}
            watchlist={ctx.watchlist}
            className={styles.raised}
          />
        ) : (
          <>
            <a className={`button button--small ${styles.raised}`} href={similarCarsHref(car, ctx)}>
              {FIND_SIMILAR}
            </a>
            {/* stock §6: a sold car keeps its watchlist button only while it is saved */}
            {ctx.watchlist ? <CardWatchButton carId={car.id} name={car.name} forSale={false} /> : null}
          </>
        )}
        {tradeInHref ? (
          <a className={`car-card__trade-in ${styles.tradeIn} ${styles.raised}`} href={tradeInHref}>
            {TRADE_IN_LINK_TEXT}
          </a>
        ) : null}
      </div>
    </article>
  )
}
