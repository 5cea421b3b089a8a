'use client'

import { useEffect, useRef, useState } from 'react'

import { groupThousands } from '@/domain/text/number'
import { api } from '@/http/client'

import styles from './ViewCounter.module.css'

export type ViewCounterProps = { slug: string; siteId: number | string; photosCount: number; updatedAt: string }

/** '1 view', '1,234 views'. */
export const viewsText = (n: number) => `${groupThousands(n)} ${n === 1 ? 'view' : 'views'}`

/**
 * Counts this page view once on mount through view.json (stock §7) and shows the count once known;
 * a failed call shows nothing ("null if not ok") and only warns.
 */
export function ViewCounter({ slug, siteId, photosCount, updatedAt }: ViewCounterProps) {
  const [views, setViews] = useState<number | null>(null)
  const sent = useRef(false) // one count per page view, also under StrictMode's double effects

  useEffect(() => {
    if (sent.current) return
    sent.current = true
    const query = { photos_count: String(photosCount), updated_at: updatedAt, website_id: String(siteId) }
    void api.call('vehicle-view', query, { params: { slug }, cache: 'no-store' }).then((res) => {
      if (!res.ok && res.status === 0) return console.warn(`View count for ${slug} failed`, res.cause)
      const body = res.ok ? res.data : null
      if (body && typeof body.views === 'number') setViews(body.views)
      else console.warn(`View count for ${slug} not available`)
    })
  }, [slug, siteId, photosCount, updatedAt])

  if (views === null) return null
  return (
    <span className={styles.views} data-testid="view-count">
      {viewsText(views)}
    </span>
  )
}
