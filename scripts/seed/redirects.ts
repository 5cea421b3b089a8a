/**
 * Demo redirects (docs/features/content.md "Add a redirect"): the kind of old-site links a dealer brings when it moves to the
 * platform. Every demo tenant gets the same few, on all of its sites.
 */
import type { Payload } from 'payload'

import type { Id } from '@/domain/ids'

import { upsert } from './upsert'

export const DEMO_REDIRECTS = [
  { from: '/used-vehicles', to: '/search/used-cars', type: '301' },
  { from: '/new-vehicles/index.php', to: '/search/new-cars', type: '301' },
] as const

export async function upsertRedirects(payload: Payload, tenant: Id) {
  for (const { from, to, type } of DEMO_REDIRECTS)
    await upsert(
      payload,
      'redirects',
      { and: [{ from: { equals: from } }, { tenant: { equals: tenant } }] },
      // @payloadcms/plugin-redirects' shape: a custom address (collections/Redirects)
      { from, to: { type: 'custom', url: to }, type, tenant, sites: [] },
    )
}
