import { AVAILABLE_STATUSES } from '@/domain/availability/is-available'

import { OLD_STOCK_DAYS } from './dashboard'

/** A Payload where clause as plain data (the admin's list address encodes the same object). */
export type StockWhere = Record<string, unknown>

export type StockHealthKey = 'inStock' | 'noPhotos' | 'noPrice' | 'old' | 'hidden' | 'withdrawn'

export type StockHealthRow = { key: StockHealthKey; label: string; where: StockWhere }

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The dashboard's stock health rows (docs/staff-guide.md "The admin for dealer staff"), each with the one where
 * clause that both counts it and filters the Cars list it opens, so the number on the dashboard is
 * the number of cars the list shows.
 */
export function stockHealthRows(now: Date): StockHealthRow[] {
  const available = { status: { in: [...AVAILABLE_STATUSES] } }
  const oldSince = new Date(now.getTime() - OLD_STOCK_DAYS * DAY_MS).toISOString()
  return [
    { key: 'inStock', label: 'Cars in stock', where: available },
    { key: 'noPhotos', label: 'Without photos', where: { and: [available, { images: { exists: false } }] } },
    {
      key: 'noPrice',
      label: 'Without a price',
      where: { and: [available, { or: [{ price: { exists: false } }, { price: { equals: 0 } }] }] },
    },
    {
      key: 'old',
      label: `In stock over ${OLD_STOCK_DAYS} days`,
      where: { and: [available, { createdAt: { less_than: oldSince } }] },
    },
    {
      key: 'hidden',
      label: 'Hidden from the site',
      where: { and: [available, { show_on_dealer_website: { equals: false } }] },
    },
    { key: 'withdrawn', label: 'Withdrawn', where: { status: { equals: 'withdrawn' } } },
  ]
}

/** The morning greeting for the hour of the staff member's day (0-23). */
export const greetingFor = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 17 ? 'Good afternoon' : 'Good evening'

/** The hour (0-23) of `now` in a time zone. */
export const hourIn = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-AU', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now)) % 24
