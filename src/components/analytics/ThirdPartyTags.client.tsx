'use client'

import { useEffect } from 'react'

import type { SiteTags, ViewContent } from '@/domain/analytics/tags'

import { ensureGoogleTag, ensureMetaPixel, trackViewContent, whenIdle } from './third-party-tags'

/**
 * The site's tag manager / analytics tag and Meta pixel, loaded only when the site's consent setting
 * allows (the server renders this only then) and only once the page has loaded and is idle, so they
 * cost no LCP or blocking time. Renders nothing.
 */
export function ThirdPartyTags({ tags }: { tags: SiteTags }) {
  const { tagId, metaPixelId } = tags
  useEffect(
    () =>
      whenIdle(() => {
        if (tagId) ensureGoogleTag(tagId)
        if (metaPixelId) ensureMetaPixel(metaPixelId)
      }),
    [tagId, metaPixelId],
  )
  return null
}

/** The pixel's ViewContent for a vehicle page (stock §7), sent when idle like the tags themselves. */
export function MetaViewContent({ pixelId, content }: { pixelId: string; content: ViewContent }) {
  const key = content.content_ids.join(',')
  useEffect(
    () => whenIdle(() => trackViewContent(pixelId, content)),
    // one event per car shown, not per render
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pixelId, key],
  )
  return null
}
