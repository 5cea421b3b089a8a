import type { Where } from 'payload'

import { databaseKind } from '@/db/kind'
import { checkUnsubscribeToken, SAVED_SEARCHES_MAX } from '@/domain/accounts/saved-search'
import { searchHeading } from '@/domain/facets/heading'
import { type Id, isWellFormedId } from '@/domain/ids'
import { SEARCH_BASE, USED_CAR_BASE } from '@/search/url/paths'
import { siteFeature } from '@tenants/flags'

import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'
import { readSearchAddress } from './address'
import { tokenKey } from './saved-search-alerts'

/**
 * Saved searches with alerts (docs/features/accounts.md "Saved searches with alerts"; collections/SavedSearches). A
 * search is kept as the canonical results address the search engine's own parser reads
 * (src/data/search/address.ts), so the alert matches new stock with exactly the filters the shopper
 * saw. Every read and write is scoped by the site's tenant and the signed-in customer: the local
 * API runs with overrideAccess, so the walls are ours.
 */

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>

/** The key of the unsubscribe tokens: derived from PAYLOAD_SECRET. */

export type SavedSearchView = { id: Id; label: string; url: string; alerts: boolean; createdAt: string }

/**
 * A results address (path and query, as the shopper's browser shows it) read by the search's own
 * parser: its canonical form (first page) and a name for it, or null when it is not a results
 * address of this site.
 */
export async function readSearchToSave(site: SiteContext, raw: string): Promise<{ url: string; label: string } | null> {
  if (!raw.startsWith('/') || raw.startsWith('//')) return null
  let address: URL
  try {
    address = new URL(raw, 'http://site.invalid')
  } catch {
    return null
  }
  if (address.host !== 'site.invalid') return null
  const base = [SEARCH_BASE, USED_CAR_BASE].find((b) => address.pathname === b || address.pathname.startsWith(`${b}/`))
  if (!base) return null
  let segments: string[]
  try {
    segments = address.pathname.slice(base.length).split('/').filter(Boolean).map(decodeURIComponent)
  } catch {
    return null
  }
  address.searchParams.delete('page')
  const read = await readSearchAddress(site, segments, address.searchParams)
  if (!read) return null
  const dealershipName = site.dealerships.find((d) => d.slug === read.state.dealership)?.name
  const heading = searchHeading(read.state, { usedLabel: siteFeature(site, 'used_label'), dealershipName })
  const label = `${heading}${read.state.text ? `: "${read.state.text}"` : ''}`.slice(0, 200)
  return { url: read.canonical, label }
}

const mine = (site: SiteRef, customerId: Id): Where => ({
  and: [{ tenant: { equals: site.tenantId } }, { site: { equals: site.id } }, { customer: { equals: customerId } }],
})

/** The customer's saved searches on this site, newest first. */
export async function savedSearchesOf(site: SiteRef, customerId: Id): Promise<SavedSearchView[]> {
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: mine(site, customerId),
    sort: '-createdAt',
    limit: SAVED_SEARCHES_MAX,
    depth: 0,
    overrideAccess: true,
  })
  return docs.map((d) => ({ id: d.id, label: d.label, url: d.url, alerts: d.alerts !== false, createdAt: d.createdAt }))
}

export type SaveResult = { ok: true; id: Id; already: boolean } | { ok: false; reason: 'not_search' | 'full' }

/** Saves this results address for the customer (once: saving it again answers the one kept). */
export async function saveSearch(
  site: SiteContext,
  customerId: Id,
  raw: string,
  now = new Date(),
): Promise<SaveResult> {
  const read = await readSearchToSave(site, raw)
  if (!read) return { ok: false, reason: 'not_search' }
  const payload = await payloadClient()
  const { docs, totalDocs } = await payload.find({
    collection: 'saved-searches',
    where: mine(site, customerId),
    limit: SAVED_SEARCHES_MAX + 1,
    depth: 0,
    overrideAccess: true,
    select: { url: true, alerts: true },
  })
  const same = docs.find((d) => d.url === read.url)
  if (same) {
    // Saving it again turns its e-mails back on.
    if (same.alerts === false)
      await payload.update({
        collection: 'saved-searches',
        id: same.id,
        data: { alerts: true, checked_at: now.toISOString() },
        overrideAccess: true,
      })
    return { ok: true, id: same.id, already: true }
  }
  if (totalDocs >= SAVED_SEARCHES_MAX) return { ok: false, reason: 'full' }
  const doc = await payload.create({
    collection: 'saved-searches',
    data: {
      tenant: site.tenantId as number,
      site: site.id as number,
      customer: customerId as number,
      url: read.url,
      label: read.label,
      alerts: true,
      checked_at: now.toISOString(),
    },
    overrideAccess: true,
  })
  return { ok: true, id: doc.id, already: false }
}

/** Deletes one of the customer's saved searches on this site; false when it is not theirs (or gone). */
export async function deleteSavedSearch(site: SiteRef, customerId: Id, id: Id): Promise<boolean> {
  // A malformed id (`"abc"` on SQL) names no search: 404, not a failed query and a 503.
  if (!isWellFormedId(id, databaseKind(process.env.DATABASE_URL) !== 'mongodb')) return false
  const payload = await payloadClient()
  const { docs } = await payload.delete({
    collection: 'saved-searches',
    where: { and: [mine(site, customerId), { id: { equals: id } }] },
    overrideAccess: true,
  })
  return docs.length > 0
}

/**
 * Turns off the e-mails of the saved search a token names, without signing in. The token must be
 * validly signed and name a search of this site's tenant (another tenant's token is refused like a
 * forged one). Answers the search's name, or null.
 */
export async function unsubscribeSavedSearch(site: SiteRef, token: unknown): Promise<{ label: string } | null> {
  const id = checkUnsubscribeToken(token, tokenKey())
  if (!id) return null
  const payload = await payloadClient()
  const { docs } = await payload.update({
    collection: 'saved-searches',
    where: { and: [{ id: { equals: id } }, { tenant: { equals: site.tenantId } }] },
    data: { alerts: false },
    overrideAccess: true,
  })
  return docs[0] ? { label: docs[0].label } : null
}
