import { useSyncExternalStore } from 'react'

import { sendCarEvent } from '@/components/analytics/send-car-event'
import { MAX_COMPARED } from '@/domain/compare'

/**
 * The browser's favourites and compare lists (stock §3 "Favourite entry (kept in browser local
 * storage): id, name, slug, make, model, primary_image_url"; the compare list keeps the same
 * fields). One store for every island that reads or writes them: the card and vehicle-page buttons,
 * the favourites page and the compare page. Client-only helpers; the server never reads them.
 */
export type ShortlistEntry = {
  id: number | string
  name: string
  slug: string
  make: string
  model: string
  primary_image_url: string | null
}
export type ListKey = 'favourites' | 'compare'

const CHANGED = 'forecourt:shortlist'

export function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange)
  window.addEventListener(CHANGED, onChange)
  return () => {
    window.removeEventListener('storage', onChange)
    window.removeEventListener(CHANGED, onChange)
  }
}

const isEntry = (v: unknown): v is ShortlistEntry =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as ShortlistEntry).slug === 'string' &&
  typeof (v as ShortlistEntry).name === 'string'

export const parseList = (raw: string | null): ShortlistEntry[] => {
  try {
    const list = JSON.parse(raw ?? '[]')
    return Array.isArray(list) ? list.filter(isEntry) : []
  } catch {
    return []
  }
}

const read = (key: ListKey) => {
  try {
    return localStorage.getItem(key)
  } catch {
    return null // storage blocked (private mode, a policy): the lists are simply empty
  }
}

export function readList(key: ListKey): ShortlistEntry[] {
  return parseList(read(key))
}

export function writeList(key: ListKey, list: ShortlistEntry[]) {
  try {
    localStorage.setItem(key, JSON.stringify(list))
  } catch {
    // storage full or blocked: nothing to keep
  }
  window.dispatchEvent(new Event(CHANGED))
}

/** The raw stored list, re-read whenever any island changes it (in this tab or another). */
export function useList(key: ListKey): ShortlistEntry[] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key) ?? '[]',
    () => '[]',
  )
  return parseList(raw)
}

const sameCar = (a: { slug: string }, b: { slug: string }) => a.slug === b.slug

export function useSaved(key: ListKey, slug: string): boolean {
  return useList(key).some((c) => c.slug === slug)
}

/**
 * Adds or removes a car. The compare list keeps the newest four (up to 4 cars: docs/features/accounts.md "Shopper
 * accounts and gating", "Compare"). spec: finance §5 "Favourite toggles per car; adding logs
 * analytics event 39" (removing logs nothing).
 */
export function toggleEntry(key: ListKey, car: ShortlistEntry): boolean {
  const list = readList(key)
  const adding = !list.some((c) => sameCar(c, car))
  const next = adding ? [...list, car] : list.filter((c) => !sameCar(c, car))
  writeList(key, key === 'compare' ? next.slice(-MAX_COMPARED) : next)
  if (adding && key === 'favourites') sendCarEvent('event-favourite', car.slug)
  return adding
}
