'use client'

import { useSyncExternalStore } from 'react'

import { sendCarEvent } from '@/components/analytics/sendCarEvent'

type Car = {
  id: number | string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}
type Props = { car: Car; favourites: boolean; compare: boolean }
type ListKey = 'favourites' | 'compare'

const CHANGED = 'forecourt:shortlist'

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

const parse = (raw: string): Car[] => {
  try {
    const list = JSON.parse(raw)
    return Array.isArray(list) ? list : []
  } catch {
    return []
  }
}

function useSaved(key: ListKey, id: Car['id']): boolean {
  const raw = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(key) ?? '[]',
    () => '[]',
  )
  return parse(raw).some((c) => c.id === id)
}

function toggle(key: ListKey, car: Car) {
  const list = parse(localStorage.getItem(key) ?? '[]')
  const adding = !list.some((c) => c.id === car.id)
  const next = adding ? [...list, car] : list.filter((c) => c.id !== car.id)
  localStorage.setItem(key, JSON.stringify(next))
  window.dispatchEvent(new Event(CHANGED))
  // finance §6 "Favourite toggles per car; adding logs analytics event 39" (removing logs nothing).
  if (adding && key === 'favourites') sendCarEvent('/api/analytics/favourite', car.slug)
}

/** Favourite and compare toggles, kept in the browser (stock §3 "Favourite entry … local storage"). */
export function ShortlistButtons({ car, favourites, compare }: Props) {
  const isFavourite = useSaved('favourites', car.id)
  const isCompared = useSaved('compare', car.id)
  return (
    <div className="shortlist">
      {favourites ? (
        <button type="button" aria-pressed={isFavourite} onClick={() => toggle('favourites', car)}>
          {isFavourite ? '♥ Saved' : '♡ Save'}
          <span className="visually-hidden"> {car.name}</span>
        </button>
      ) : null}
      {compare ? (
        <button type="button" aria-pressed={isCompared} onClick={() => toggle('compare', car)}>
          Compare<span className="visually-hidden"> {car.name}</span>
        </button>
      ) : null}
    </div>
  )
}
