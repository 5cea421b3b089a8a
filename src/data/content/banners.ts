import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import type { Banner, PromoCard } from '@/payload-types'

import { cachedLoader } from '../runtime/cached'
import { isForSite } from '../sites/pick-for-site'
import type { SiteContext } from '../sites/sites'
import { type Picture, pictureOf } from './tenant-media'

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>

type Window = { starts_at: string | null; expires_at: string | null }
export type HeaderBannerView = Window & {
  id: Banner['id']
  image: Picture
  alt: string
  link: string | null
  background: string | null
  display: string[]
  strict: boolean
}
export type PromoCardView = Window & {
  id: PromoCard['id']
  title: string
  text: string | null
  image: Picture | null
  alt: string
  link: string
  linkLabel: string
  background: string | null
}

const windowOf = (d: { starts_at?: string | null; expires_at?: string | null }): Window => ({
  starts_at: d.starts_at ?? null,
  expires_at: d.expires_at ?? null,
})

async function tenantDocs<C extends 'banners' | 'promo-cards'>(payload: Payload, collection: C, site: SiteRef) {
  const { docs } = await payload.find({
    collection,
    where: { tenant: { equals: site.tenantId } },
    depth: 1,
    limit: 100,
  })
  // soonest expiry first, none last, then oldest: the same order on every database
  const expiry = (d: { expires_at?: string | null }) => (d.expires_at ? Date.parse(d.expires_at) : Infinity)
  return docs
    .filter((d) => isForSite(d, site.id))
    .sort((a, b) => expiry(a) - expiry(b) || String(a.createdAt).localeCompare(String(b.createdAt)))
}

/**
 * Every header banner of the site's tenant that serves this site, whatever its dates: pages keep the
 * live ones at render time (src/domain/promo/banners.ts), so a banner starts and ends on time without
 * a cache expiry. A banner whose picture is not the tenant's own is dropped.
 */
export async function loadHeaderBanners(payload: Payload, site: SiteRef): Promise<HeaderBannerView[]> {
  return (await tenantDocs(payload, 'banners', site)).flatMap((b) => {
    const image = pictureOf(b.image, site.tenantId)
    if (!image) return []
    return [
      {
        id: b.id,
        ...windowOf(b),
        image,
        alt: b.alt,
        link: b.link ?? null,
        background: b.background ?? null,
        display: b.display ?? [],
        strict: Boolean(b.strict),
      },
    ]
  })
}

/** The site's promo cards, soonest expiry first (the first live one shows). */
export async function loadPromoCards(payload: Payload, site: SiteRef): Promise<PromoCardView[]> {
  return (await tenantDocs(payload, 'promo-cards', site)).map((c) => ({
    id: c.id,
    ...windowOf(c),
    title: c.title,
    text: c.text ?? null,
    image: pictureOf(c.image, site.tenantId),
    alt: c.alt ?? '',
    link: c.link,
    linkLabel: c.link_label,
    background: c.background ?? null,
  }))
}

export const getHeaderBanners = cachedLoader('header-banners', loadHeaderBanners, (s) => [
  tags.tenantContent(s.tenantId, 'banners'),
  tags.tenantContent(s.tenantId, 'media'),
])
export const getPromoCards = cachedLoader('promo-cards', loadPromoCards, (s) => [
  tags.tenantContent(s.tenantId, 'promo-cards'),
  tags.tenantContent(s.tenantId, 'media'),
])
