import type { Payload, Where } from 'payload'

import { databaseKind } from '@/db/kind'
import { payloadSecret } from '@/db/secret'
import {
  ALERT_CARS_SHOWN,
  ALERT_INTERVAL_MS,
  alertDue,
  alertEmail,
  checkUnsubscribeToken,
  SAVED_SEARCHES_MAX,
  UNSUBSCRIBE_PATH,
  unsubscribeToken,
} from '@/domain/accounts/saved-search'
import { searchHeading } from '@/domain/facets/heading'
import { type Id, isWellFormedId, relationId } from '@/domain/ids'
import { carUrl } from '@/domain/links/car-path'
import { emailSender } from '@/domain/platform-settings'
import { formatPrice } from '@/domain/pricing/format'
import { originWithoutRequest } from '@tenants/public-origin'
import { SEARCH_BASE, USED_CAR_BASE } from '@/search/url/paths'
import { siteFeature } from '@tenants/flags'

import { payloadClient } from './payload'
import { loadPlatformSettings } from './platform-settings'
import { readSearchAddress } from './search-address'
import { searchEngine } from './search-engine'
import { searchQueryFor } from './site-search'
import { loadSite, type SiteContext } from './sites'

/**
 * Saved searches with alerts (docs/features/accounts.md "Saved searches with alerts"; collections/SavedSearches). A
 * search is kept as the canonical results address the search engine's own parser reads
 * (src/data/search-address.ts), so the alert matches new stock with exactly the filters the shopper
 * saw. Every read and write is scoped by the site's tenant and the signed-in customer: the local
 * API runs with overrideAccess, so the walls are ours.
 */

type SiteRef = Pick<SiteContext, 'id' | 'tenantId'>

/** The key of the unsubscribe tokens: derived from PAYLOAD_SECRET. */
const tokenKey = () => `${payloadSecret()}:saved-search-unsubscribe`

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

/** The unsubscribe link of a saved search on its site. */
export const unsubscribeUrl = (origin: string, id: Id) =>
  `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken(id, tokenKey()))}`

export type AlertRun = { checked: number; sent: number; failed: number }

/** How many due searches one run looks at (the oldest alerted first). */
export const ALERT_BATCH = 200

/**
 * One pass of the alerts (the `savedSearchAlerts` job, src/jobs): every saved search with e-mails on
 * whose last alert is a day old (or that never sent one) is matched against the stock listed since it
 * was saved or last alerted, through the search engine with its own filters; with new cars, the
 * shopper gets one e-mail. The search is claimed before the send (`last_alert_at` moves only if no
 * other runner moved it), so two runners never send twice; a failed send gives the claim back.
 */
export async function runSavedSearchAlerts(payload: Payload, now = new Date()): Promise<AlertRun> {
  const run: AlertRun = { checked: 0, sent: 0, failed: 0 }
  const dueBefore = new Date(now.getTime() - ALERT_INTERVAL_MS).toISOString()
  const { docs } = await payload.find({
    collection: 'saved-searches',
    where: {
      and: [
        { alerts: { equals: true } },
        { or: [{ last_alert_at: { exists: false } }, { last_alert_at: { less_than_equal: dueBefore } }] },
      ],
    },
    sort: 'last_alert_at',
    limit: ALERT_BATCH,
    depth: 0,
    overrideAccess: true,
  })
  if (!docs.length) return run
  const sites = new Map<string, SiteContext | null>()
  const siteOf = async (id: Id) => {
    const key = String(id)
    if (!sites.has(key)) {
      const { docs: found } = await payload.find({
        collection: 'sites',
        where: { id: { equals: id } },
        limit: 1,
        depth: 0,
        overrideAccess: true,
        select: { slug: true },
      })
      sites.set(key, found[0] ? await loadSite(payload, found[0].slug) : null)
    }
    return sites.get(key) ?? null
  }
  const from = emailSender(await loadPlatformSettings(payload))
  const engine = await searchEngine()
  for (const saved of docs) {
    const lastAlert = saved.last_alert_at ? new Date(saved.last_alert_at) : null
    if (!alertDue(lastAlert, now)) continue
    run.checked++
    const siteId = relationId(saved.site)
    const customerId = relationId(saved.customer)
    const site = siteId == null ? null : await siteOf(siteId)
    if (!site || String(site.tenantId) !== String(relationId(saved.tenant))) continue
    const customer =
      customerId == null
        ? null
        : (
            await payload.find({
              collection: 'customers',
              where: { and: [{ id: { equals: customerId } }, { tenant: { equals: site.tenantId } }] },
              limit: 1,
              depth: 0,
              overrideAccess: true,
              select: { email: true },
            })
          ).docs[0]
    if (!customer?.email) continue
    const address = new URL(saved.url, 'http://site.invalid')
    const base = [SEARCH_BASE, USED_CAR_BASE].find(
      (b) => address.pathname === b || address.pathname.startsWith(`${b}/`),
    )
    if (!base) continue
    const read = await readSearchAddress(
      site,
      address.pathname.slice(base.length).split('/').filter(Boolean),
      address.searchParams,
    )
    if (!read) continue
    const since = new Date(saved.checked_at).getTime() / 1000
    const result = await engine.search(searchQueryFor(site, { ...read.state, sort: 'newest', page: 1 }, 50))
    const fresh = result.hits.filter(
      (h) => h.created_at_timestamp > since && h.status !== 'sold' && h.status !== 'withdrawn',
    )
    if (!fresh.length) continue
    // Claim: move last_alert_at only if it is still what was read.
    const claimed = await payload.update({
      collection: 'saved-searches',
      where: {
        and: [
          { id: { equals: saved.id } },
          saved.last_alert_at
            ? { last_alert_at: { equals: saved.last_alert_at } }
            : { last_alert_at: { exists: false } },
        ],
      },
      data: { last_alert_at: now.toISOString(), checked_at: now.toISOString() },
      overrideAccess: true,
    })
    if (!claimed.docs.length) continue
    const origin = originWithoutRequest(site, process.env.PORT)
    const unsubscribe = unsubscribeUrl(origin, saved.id)
    const message = alertEmail({
      siteName: site.name,
      label: saved.label,
      searchUrl: `${origin}${saved.url}`,
      unsubscribeUrl: unsubscribe,
      total: fresh.length,
      cars: fresh
        .slice(0, ALERT_CARS_SHOWN)
        .map((h) => ({ name: h.name, price: formatPrice(h.price), url: carUrl(origin, h.slug) })),
    })
    try {
      await payload.sendEmail({
        to: customer.email,
        ...message,
        ...(from ? { from } : {}),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
      })
      run.sent++
    } catch (err) {
      run.failed++
      console.error(`saved search ${saved.id}: the alert e-mail was not sent; it is tried again on the next run`, err)
      await payload.update({
        collection: 'saved-searches',
        id: saved.id,
        data: { last_alert_at: saved.last_alert_at ?? null, checked_at: saved.checked_at },
        overrideAccess: true,
      })
    }
  }
  return run
}
