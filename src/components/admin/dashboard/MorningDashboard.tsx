import Link from 'next/link'
import type { Payload } from 'payload'
import { stringify } from 'qs-esm'

import { loadDashboard } from '@/data/admin/dashboard'
import { loadFeedAttention } from '@/data/cars/stock-feeds/dashboard'
import { type LeadTally } from '@/domain/admin/dashboard'
import { greetingFor } from '@/domain/admin/stock-health'
import { leadKindWords, words } from '@/domain/admin/words'
import { groupThousands } from '@/domain/text/number'
import type { User } from '@/payload-types'

const FAILED = ['failed', 'dead']
const leadsList = (where: string) => `/admin/collections/leads?${where}`
const failedLink = leadsList(FAILED.map((s, i) => `where[delivery_status][in][${i}]=${s}`).join('&'))
const carsList = (where: string) => `/admin/collections/cars?${where}`

/** A site's address for staff: its first domain (https, or http for a *.localhost development host). */
const siteUrl = (host: string) => `${host.endsWith('.localhost') ? 'http' : 'https'}://${host}`

function LeadCounts({ title, tally }: { title: string; tally: LeadTally }) {
  const failed = FAILED.reduce((n, s) => n + (tally.byDelivery[s] ?? 0), 0)
  return (
    <section aria-labelledby={`leads-${title}`} className="forecourt-dash__card">
      <h3 id={`leads-${title}`}>
        {title}: {tally.total} {tally.total === 1 ? 'lead' : 'leads'}
      </h3>
      {failed ? (
        <p className="forecourt-dash__alert">
          <strong>
            <a href={failedLink}>{failed} not delivered: check and retry</a>
          </strong>
        </p>
      ) : null}
      <ul>
        {Object.entries(tally.byKind).map(([kind, n]) => (
          <li key={kind}>
            {leadKindWords(kind)}: {n}
          </li>
        ))}
      </ul>
      <p>
        Delivery:{' '}
        {Object.entries(tally.byDelivery)
          .map(([state, n]) => `${words(state)} ${n}`)
          .join(', ') || 'none'}
      </p>
    </section>
  )
}

const FEED_WORDS = { failed: 'failed', held: 'held for your confirmation', stale: 'not changed lately' } as const

/**
 * Above the admin's collection cards (docs/staff-guide.md "The admin for dealer staff": a dashboard that answers
 * the morning questions): today's and this week's leads, stock health and the staff member's sites.
 */
export async function MorningDashboard({ payload, user }: { payload: Payload; user?: User | null }) {
  if (!user) return null
  const [{ leads, stockRows, sites, hour }, feeds] = await Promise.all([
    loadDashboard(payload, user),
    loadFeedAttention(payload, user),
  ])
  // The list each number opens is filtered by the very where clause that counted it.
  const health = stockRows.map((r) => [r.label, r.count, carsList(stringify({ where: r.where }))] as const)
  return (
    <div className="forecourt-dash">
      <h2>{greetingFor(hour)}</h2>
      <div className="forecourt-dash__grid">
        <LeadCounts title="Today" tally={leads.today} />
        <LeadCounts title="This week" tally={leads.week} />
        <section aria-labelledby="dash-stock" className="forecourt-dash__card">
          <h3 id="dash-stock">Stock health</h3>
          <ul>
            {health.map(([label, n, href]) => (
              <li key={label}>
                <a href={href}>
                  {label}: {groupThousands(n)}
                </a>
              </li>
            ))}
          </ul>
          <p>
            <Link href="/admin/stock-import">Import stock</Link>
          </p>
        </section>
        {feeds.length ? (
          <section aria-labelledby="dash-feeds" className="forecourt-dash__card forecourt-dash__alert">
            <h3 id="dash-feeds">Stock feeds needing you</h3>
            <ul>
              {feeds.map((f) => (
                <li key={String(f.dealership)} title={f.message}>
                  <a href={`/admin/collections/dealerships/${f.dealership}`}>
                    {f.name}: {FEED_WORDS[f.status]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <section aria-labelledby="dash-sites" className="forecourt-dash__card">
          <h3 id="dash-sites">Your sites</h3>
          <ul>
            {sites.map((s) => (
              <li key={s.id}>
                {s.name}
                {s.host ? (
                  <>
                    {' '}
                    · <a href={siteUrl(s.host)}>View site</a>
                  </>
                ) : null}
              </li>
            ))}
          </ul>
          <p>
            <Link href="/admin/collections/menus">Edit menus</Link> ·{' '}
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a CSV download from a route handler, not a page */}
            <a href="/api/leads/export-csv">Export leads (CSV)</a>
          </p>
        </section>
      </div>
      <style>{`
        .forecourt-dash { margin-bottom: calc(var(--base) * 2); }
        .forecourt-dash__grid { display: grid; gap: var(--base); grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); }
        .forecourt-dash__card { border: 1px solid var(--theme-elevation-150); border-radius: var(--style-radius-m); padding: var(--base); }
        .forecourt-dash__alert a { color: var(--theme-error-750); }
      `}</style>
    </div>
  )
}
