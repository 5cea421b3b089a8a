'use client'

import Link from 'next/link'

import { compareHref } from '@/domain/compare'

import { type ShortlistEntry, toggleEntry, useList } from './shortlist-store'

/**
 * The vehicle page sidebar's Fave (favourites toggle) and Compare buttons (finance §2 "Sidebar also
 * has … Share (copies the page URL), Fave (favourites toggle)"; stock §4 hiding rules, decided by the
 * page). Adding a favourite logs event 39 (finance §5), through the shared store.
 */
export function VehicleShortlist({
  car,
  favourites,
  compare,
}: {
  car: ShortlistEntry
  favourites: boolean
  compare: boolean
}) {
  const faves = useList('favourites')
  const compared = useList('compare')
  const isFave = faves.some((c) => c.slug === car.slug)
  const isCompared = compared.some((c) => c.slug === car.slug)
  return (
    <>
      {favourites ? (
        <button
          type="button"
          className="button button--secondary vehicle-fave"
          aria-pressed={isFave}
          onClick={() => toggleEntry('favourites', car)}
        >
          <span aria-hidden="true">{isFave ? '♥' : '♡'}</span> Fave
          <span className="visually-hidden"> {car.name}</span>
        </button>
      ) : null}
      {compare ? (
        <button
          type="button"
          className="button button--secondary vehicle-compare"
          aria-pressed={isCompared}
          onClick={() => toggleEntry('compare', car)}
        >
          Compare<span className="visually-hidden"> {car.name}</span>
        </button>
      ) : null}
      {compare && isCompared ? (
        <a href={compareHref(compared.map((c) => c.slug))}>View comparison ({compared.length})</a>
      ) : null}
      {favourites && isFave ? (
        <Link href="/favourites" prefetch={false}>
          View favourites ({faves.length})
        </Link>
      ) : null}
    </>
  )
}
