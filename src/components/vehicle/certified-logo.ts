import type { SiteContext } from '@/data/sites/sites'
import type { Media } from '@/payload-types'

/** The certified pre-owned programme's logo a site configured (stock §4 tag rule 3), or null. */
export type CertifiedLogo = { url: string; width: number; height: number }

/** Shown this tall on cards and beside the vehicle title; the width keeps the image's proportions. */
const LOGO_HEIGHT = 28

export function certifiedLogoOf(site: Pick<SiteContext, 'settings'>): CertifiedLogo | null {
  const media = site.settings.certified_logo
  if (!media || typeof media !== 'object') return null
  const { url, width, height } = media as Media
  if (!url) return null
  const ratio = width && height ? width / height : 3
  return { url, height: LOGO_HEIGHT, width: Math.round(LOGO_HEIGHT * ratio) }
}
