/**
 * Third-party tags a site may load (stock §7 "Analytics events … and a pixel ViewContent event"):
 * a Google tag (tag manager GTM-… or analytics G-…) and a Meta pixel. The ids are checked here so
 * only a well-formed id ever reaches a script URL.
 */
export const TAG_ID_PATTERN = /^(GTM-[A-Z0-9]{4,12}|G-[A-Z0-9]{4,14})$/
export const META_PIXEL_ID_PATTERN = /^\d{5,20}$/

/** The site's consent setting: 'none' never loads a third-party tag; 'granted' loads them once the page is interactive. */
export const TRACKING_CONSENTS = ['none', 'granted'] as const

export type SiteTags = { tagId: string | null; metaPixelId: string | null }

/** The tags a page loads: none without consent, and only well-formed ids. */
export function siteTags(settings: {
  tracking_consent?: string | null
  tag_id?: string | null
  meta_pixel_id?: string | null
}): SiteTags | null {
  if (settings.tracking_consent !== 'granted') return null
  const tagId = settings.tag_id?.trim().toUpperCase() ?? ''
  const metaPixelId = settings.meta_pixel_id?.trim() ?? ''
  const tags = {
    tagId: TAG_ID_PATTERN.test(tagId) ? tagId : null,
    metaPixelId: META_PIXEL_ID_PATTERN.test(metaPixelId) ? metaPixelId : null,
  }
  return tags.tagId || tags.metaPixelId ? tags : null
}

/** Where each tag's script comes from; the id is one that passed the patterns above. */
export const tagScriptUrl = (tagId: string): string =>
  tagId.startsWith('GTM-')
    ? `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(tagId)}`
    : `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(tagId)}`
export const META_PIXEL_SCRIPT_URL = 'https://connect.facebook.net/en_US/fbevents.js'

/** The Meta pixel's standard ViewContent event for a vehicle page (stock §7 "a pixel ViewContent event"). */
export type ViewContent = {
  content_ids: string[]
  content_type: 'vehicle'
  content_name: string
  value?: number
  currency: 'AUD'
}

export function viewContentOf(car: { id: number | string; name: string; price?: number | null }): ViewContent {
  return {
    content_ids: [String(car.id)],
    content_type: 'vehicle',
    content_name: car.name,
    ...(typeof car.price === 'number' && car.price > 0 ? { value: car.price } : {}),
    currency: 'AUD',
  }
}

/**
 * Which third-party tags a site loads (docs/features/security.md "Headers, CSP and CSRF"), as the proxy's
 * Content-Security-Policy needs it.
 */
export type TagSources = { google: boolean; meta: boolean }

export const tagSourcesOf = (tags: SiteTags | null): TagSources | null =>
  tags ? { google: Boolean(tags.tagId), meta: Boolean(tags.metaPixelId) } : null
