import { tenantIdOf } from '@/cache/revalidate'
import type { Media } from '@/payload-types'

/**
 * A populated upload of this tenant, else null: another tenant's picture is never shown (docs/features/security.md
 * "Walls").
 */
export function mediaOfTenant(value: unknown, tenantId: number | string): Media | null {
  if (!value || typeof value !== 'object') return null
  const media = value as Media
  return String(tenantIdOf(media)) === String(tenantId) && media.url ? media : null
}

/** The plain facts a page needs to draw a picture. */
export type Picture = { url: string; alt: string; width: number | null; height: number | null }

export function pictureOf(value: unknown, tenantId: number | string): Picture | null {
  const media = mediaOfTenant(value, tenantId)
  return media
    ? { url: media.url!, alt: media.alt ?? '', width: media.width ?? null, height: media.height ?? null }
    : null
}
