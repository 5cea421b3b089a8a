'use client'

import { useEffect, useRef } from 'react'

/** The search-view event's endpoint (stock §9 event 49). */
export const SEARCH_VIEW_ENDPOINT = '/api/analytics/search-view'

/**
 * Sends a results page's view (stock §9 "49 search view") from the browser once per search shown,
 * so the page writes nothing while it renders and its HTML can be shared (issue 16). A beacon
 * outlives the page; where there is none, a keepalive fetch. A string body goes as text/plain, a
 * simple request. Failure is a warning only (stock §8 "Analytics failure: Warning only"). Renders
 * nothing.
 */
export function SearchViewBeacon({ path, count }: { path: string; count: number }) {
  const sent = useRef<string | null>(null) // one event per search, also under StrictMode's double effects

  useEffect(() => {
    const body = JSON.stringify({ path, count })
    if (sent.current === body) return
    sent.current = body
    try {
      if (navigator.sendBeacon?.(SEARCH_VIEW_ENDPOINT, body)) return
    } catch {
      // fall through to fetch
    }
    fetch(SEARCH_VIEW_ENDPOINT, { method: 'POST', body, keepalive: true })
      .then((r) => (r.ok ? undefined : console.warn(`search view event: HTTP ${r.status}`)))
      .catch((err: unknown) => console.warn('search view event failed', err))
  }, [path, count])

  return null
}
