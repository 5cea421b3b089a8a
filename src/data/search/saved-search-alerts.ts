import type { Payload } from 'payload'

import { payloadSecret } from '@/db/secret'
import {
  ALERT_CARS_SHOWN,
  ALERT_INTERVAL_MS,
  alertDue,
  alertEmail,
  UNSUBSCRIBE_PATH,
  unsubscribeToken,
} from '@/domain/accounts/saved-search'
import { type Id, relationId } from '@/domain/ids'
import { carUrl } from '@/domain/links/car-path'
import { emailSender } from '@/domain/platform-settings'
import { formatPrice } from '@/domain/pricing/format'
import { SEARCH_BASE, USED_CAR_BASE } from '@/search/url/paths'
import { originWithoutRequest } from '@tenants/public-origin'

import { loadSite } from '../sites/loaders'
import { loadPlatformSettings } from '../sites/platform-settings'
import type { SiteContext } from '../sites/sites'
import { knownSearchSlugsFrom, searchAddressIn, searchQueryFor } from './scope'
import { timedSearchEngine } from './timed-engine'

/*
 * The saved-search alerts (the `savedSearchAlerts` job, src/jobs) over the Payload instance the job
 * hands in: this module never reaches the process's own instance (src/data/runtime/payload.ts), which would
 * close the loop payload.config → src/jobs → src/data → payload.config.
 */

/** The key that signs a saved search's unsubscribe link. */
export const tokenKey = () => `${payloadSecret()}:saved-search-unsubscribe`

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
  const engine = await timedSearchEngine(payload)
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
    const read = searchAddressIn(
      await knownSearchSlugsFrom(async () => engine, site),
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
