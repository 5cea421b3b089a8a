'use client'

import { useEffect, useRef } from 'react'

import { sendEvent } from './send-event'

/**
 * Sends a page's view event (stock §9 "49 search view", "61 print") from the browser once per view
 * shown, so the page writes nothing while it renders (docs/features/caching.md "Caching and page weight"). A new body
 * is a new view (the next results page); the same body again is not. Renders nothing.
 */
export function EventBeacon({ endpoint, body }: { endpoint: string; body: Record<string, unknown> }) {
  const json = JSON.stringify(body)
  const sent = useRef<string | null>(null) // one event per view, also under StrictMode's double effects

  useEffect(() => {
    const view = `${endpoint} ${json}`
    if (sent.current === view) return
    sent.current = view
    sendEvent(endpoint, JSON.parse(json))
  }, [endpoint, json])

  return null
}
