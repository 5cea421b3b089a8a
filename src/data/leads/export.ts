import type { Payload } from 'payload'

import { toCsv } from '@/domain/stock-import/csv-out'
import { DISPLAY_TIME_ZONE, formatDate } from '@/domain/text/date'
import { dateTimeFormat } from '@/domain/text/intl'
import type { User } from '@/payload-types'

const PAGE = 1000
/** At most this many leads per export (ours: one request stays bounded; a year of a busy group). */
export const LEADS_EXPORT_MAX = 50_000

const HEADER = [
  'Received',
  'Kind',
  'Status',
  'Delivery',
  'First name',
  'Last name',
  'Email',
  'Phone',
  'Postcode',
  'Car',
  'Stock number',
  'Dealership',
  'Site',
  'Message',
]

const name = (v: unknown, key = 'name') =>
  v && typeof v === 'object' ? String((v as Record<string, unknown>)[key] ?? '') : ''
/** dd/MM/yyyy HH:mm on the staff calendar (spec: stock §9 date format; src/domain/text/date.ts). */
const when = (iso: string) =>
  `${formatDate(iso)} ${dateTimeFormat('en-AU', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(iso))}`

/**
 * The leads this staff member may read as CSV, newest first: read with the user's access, so the
 * multi-tenant plugin limits them to their tenants (and `tenant`, when given, to one of those).
 */
export async function leadsCsv(payload: Payload, user: User, { tenant }: { tenant?: string } = {}): Promise<string> {
  const rows: unknown[][] = []
  for (let page = 1; rows.length < LEADS_EXPORT_MAX; page++) {
    const { docs, hasNextPage } = await payload.find({
      collection: 'leads',
      user,
      overrideAccess: false,
      depth: 1,
      limit: PAGE,
      page,
      sort: '-createdAt',
      where: tenant ? { tenant: { equals: tenant } } : {},
      populate: { cars: { name: true, stocknum: true }, dealerships: { name: true }, sites: { name: true } },
    })
    for (const l of docs)
      rows.push([
        when(l.createdAt),
        l.type,
        l.status ?? '',
        l.delivery_status ?? '',
        l.name,
        l.last_name,
        l.email,
        l.phone,
        l.postcode,
        name(l.car),
        name(l.car, 'stocknum'),
        name(l.dealership),
        name(l.site),
        l.message,
      ])
    if (!hasNextPage) break
  }
  return toCsv(HEADER, rows)
}
