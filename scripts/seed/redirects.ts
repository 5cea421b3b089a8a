/**
 * Demo redirects (README "Add a redirect"): the kind of old-site links a dealer brings when it moves to the
 * platform. Every demo tenant gets the same few, on all of its sites.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { upsert } from './upsert'

export const DEMO_REDIRECTS = [
  { from: '/used-vehicles', to: '/search/used-cars', status: '301' },
  { from: '/new-vehicles/index.php', to: '/search/new-cars', status: '301' },
] as const

export async function upsertRedirects(payload: Payload, tenant: Id) {
  for (const r of DEMO_REDIRECTS)
    await upsert(
      payload,
      'redirects',
      { and: [{ from: { equals: r.from } }, { tenant: { equals: tenant } }] },
      { ...r, tenant, sites: [] },
    )
}
