/**
 * A demo Spin to Win campaign (docs/features/accounts.md "Shopper accounts and gating"; collections/SpinCampaigns) on
 * the one site named here, so
 * /spin-to-win answers there (gated by `gate_spin_to_win`, on by default) and is a 404 elsewhere.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { upsert } from './upsert'

export const SPIN_CAMPAIGN = {
  site: 'harbourside-toyota',
  name: 'Summer Spin to Win',
  prizes: [
    { label: '$50 fuel card', weight: 20, no_prize: false },
    { label: 'Free window tint', weight: 5, no_prize: false },
    { label: 'Free first service', weight: 5, no_prize: false },
    { label: 'Better luck next time', weight: 70, no_prize: true },
  ],
  terms:
    'One spin per person. Prizes are not exchangeable for cash and must be claimed at the dealership within 30 days.',
} as const

export async function upsertSpinCampaigns(payload: Payload, tenant: Id, siteIds: Map<string, Id>) {
  const site = siteIds.get(SPIN_CAMPAIGN.site)
  if (site === undefined) return
  await upsert(
    payload,
    'spin-campaigns',
    { and: [{ name: { equals: SPIN_CAMPAIGN.name } }, { tenant: { equals: tenant } }] },
    {
      tenant,
      name: SPIN_CAMPAIGN.name,
      active: true,
      prizes: SPIN_CAMPAIGN.prizes.map((p) => ({ ...p })),
      terms: SPIN_CAMPAIGN.terms,
      sites: [site],
    },
  )
}
