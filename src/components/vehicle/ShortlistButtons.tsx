'use client'

import type { ReactNode } from 'react'

import { compareHref } from '@/domain/compare/compare'

import { toggleEntry, useList, useSaved, type ShortlistEntry } from './shortlistStore'

type Props = { car: ShortlistEntry; favourites: boolean; compare: boolean; children?: ReactNode }

/** Favourite and compare toggles, kept in the browser (stock §3 "Favourite entry … local storage"). */
export function ShortlistButtons({ car, favourites, compare, children }: Props) {
  const isFavourite = useSaved('favourites', car.slug)
  const compared = useList('compare')
  const isCompared = compared.some((c) => c.slug === car.slug)
  return (
    <div className="shortlist">
      {children}
      {favourites ? (
        <button type="button" aria-pressed={isFavourite} onClick={() => toggleEntry('favourites', car)}>
          {isFavourite ? '♥ Saved' : '♡ Save'}
          <span className="visually-hidden"> {car.name}</span>
        </button>
      ) : null}
      {compare ? (
        <button type="button" aria-pressed={isCompared} onClick={() => toggleEntry('compare', car)}>
          Compare<span className="visually-hidden"> {car.name}</span>
        </button>
      ) : null}
      {compare && isCompared ? (
        <a className="shortlist__compare-link" href={compareHref(compared.map((c) => c.slug))}>
          View comparison ({compared.length})
        </a>
      ) : null}
    </div>
  )
}
