'use client'

import { useEffect, useRef } from 'react'

import { api } from '@/http/client'
import type { RequestOf } from '@/http/contracts'

/** The page-view events a page sends by beacon (src/http/contracts/analytics.ts). */
export type PageEvent = 'event-search-view' | 'event-print'

/**
 * Sends a page's view event (stock §9 "49 search view", "61 print") from the browser once per view
 * shown, so the page writes nothing while it renders (docs/features/caching.md "Caching and page weight"). A new body
 * is a new view (the next results page); the same body again is not. Renders nothing.
 */
export function EventBeacon<K extends PageEvent>({ event, body }: { event: K; body: RequestOf<K> }) {
  const json = JSON.stringify(body)
  const sent = useRef<string | null>(null) // one event per view, also under StrictMode's double effects

  useEffect(() => {
    const view = `${event} ${json}`
    if (sent.current === view) return
    sent.current = view
    api.beacon(event, JSON.parse(json) as RequestOf<K>)
  }, [event, json])

  return null
}
