/**
 * Demo header banners and promo cards (finance §3; docs/features/content.md "Add a banner or a promo card"): a
 * used-car banner on every site of Harbourside Toyota and one promo card for the used-car shoppers
 * of Southern Cross. Outback RV keeps the default 'We Want Your Car' card. Dates count from the
 * seed's --now.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import type { ImagePool } from './image-pool'
import type { TenantPlan } from './tenants'
import { upsert } from './upsert'

const DAY = 86_400_000
const at = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString()

export const DEMO_BANNER_ALT = 'Pre-owned sale: every used car serviced, detailed and ready to drive away'
export const DEMO_PROMO_CARD = {
  title: 'Upgrade your ride',
  text: 'Trade in your car and we will beat any written valuation by $500.',
  link: '/trade-in',
  link_label: 'Get my valuation',
  background: '#0b3d91',
}

const firstExterior = (pool: ImagePool) =>
  pool[
    Object.keys(pool)
      .filter((k) => k.startsWith('ext-'))
      .sort()[0] ?? ''
  ] ?? null

export async function upsertBanners(payload: Payload, t: TenantPlan, tenant: Id, pool: ImagePool, now: Date) {
  const picture = firstExterior(pool)
  if (t.slug === 'harbourside-toyota' && picture !== null)
    await upsert(
      payload,
      'banners',
      { and: [{ name: { equals: 'Pre-owned sale' } }, { tenant: { equals: tenant } }] },
      {
        tenant,
        name: 'Pre-owned sale',
        image: picture,
        alt: DEMO_BANNER_ALT,
        link: '/search/used-cars',
        background: '#ffffff',
        display: ['used'],
        strict: false,
        starts_at: at(now, -7),
        expires_at: at(now, 30),
        sites: [],
      },
    )
  if (t.slug === 'southern-cross-motor-group')
    await upsert(
      payload,
      'promo-cards',
      { and: [{ title: { equals: DEMO_PROMO_CARD.title } }, { tenant: { equals: tenant } }] },
      {
        tenant,
        ...DEMO_PROMO_CARD,
        image: picture,
        alt: '',
        starts_at: at(now, -3),
        expires_at: at(now, 60),
        sites: [],
      },
    )
}
