'use client'

import { CardWatchButton } from '@/components/account/CardWatchlist.client'
import { compareHref } from '@/domain/compare'

import { type ShortlistEntry, toggleEntry, useList, useSaved } from './shortlist-store'

import styles from './ShortlistButtons.module.css'

type Props = {
  car: ShortlistEntry
  favourites: boolean
  compare: boolean
  /** The card's Save to Watchlist button (CardContext.watchlist); the car is sent once for all three. */
  watchlist?: boolean
  className?: string
}

/**
 * Favourite and compare toggles, kept in the browser (stock §3 "Favourite entry … local storage").
 * Each button's name ends with the car's name, for assistive technology only (CarCard.module.css).
 */
export function ShortlistButtons({ car, favourites, compare, watchlist, className }: Props) {
  const isFavourite = useSaved('favourites', car.slug)
  const compared = useList('compare')
  const isCompared = compared.some((c) => c.slug === car.slug)
  return (
    <div className={className ? `${styles.shortlist} ${className}` : styles.shortlist}>
      {watchlist ? <CardWatchButton carId={car.id} name={car.name} /> : null}
      {favourites ? (
        <button type="button" aria-pressed={isFavourite} onClick={() => toggleEntry('favourites', car)}>
          {isFavourite ? '♥ Saved' : '♡ Save'}
          <span>{` ${car.name}`}</span>
        </button>
      ) : null}
      {compare ? (
        <button type="button" aria-pressed={isCompared} onClick={() => toggleEntry('compare', car)}>
          Compare<span>{` ${car.name}`}</span>
        </button>
      ) : null}
      {compare && isCompared ? (
        <a className={styles.compareLink} href={compareHref(compared.map((c) => c.slug))}>
          View comparison ({compared.length})
        </a>
      ) : null}
    </div>
  )
}
