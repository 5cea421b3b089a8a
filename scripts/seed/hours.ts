/**
 * Opening hours for all seven weekdays (Sunday closed) by location type, and the next public
 * holidays as special hours. Weekday values follow the Locations select: '0' Sunday … '6' Saturday.
 */
import type { LocationType } from './tenants'

type Day = { weekday: string; status: 'Open' | 'Closed'; open?: string; close?: string }

const WEEK: Record<LocationType, { weekdays: [string, string]; saturday: [string, string] | null }> = {
  sales: { weekdays: ['08:30', '17:30'], saturday: ['08:30', '16:00'] },
  used: { weekdays: ['09:00', '17:30'], saturday: ['09:00', '16:00'] },
  service: { weekdays: ['07:30', '17:30'], saturday: ['08:00', '12:00'] },
  parts: { weekdays: ['08:00', '17:00'], saturday: ['08:00', '12:00'] },
}

/** Monday to Sunday, Sunday closed. */
export function openingHours(type: LocationType): Day[] {
  const { weekdays, saturday } = WEEK[type]
  const days: Day[] = ['1', '2', '3', '4', '5'].map((weekday) => ({
    weekday,
    status: 'Open',
    open: weekdays[0],
    close: weekdays[1],
  }))
  days.push(
    saturday
      ? { weekday: '6', status: 'Open', open: saturday[0], close: saturday[1] }
      : { weekday: '6', status: 'Closed' },
  )
  days.push({ weekday: '0', status: 'Closed' })
  return days
}

const HOLIDAYS: { month: number; day: number; name: string; salesOpen?: [string, string] }[] = [
  { month: 12, day: 25, name: 'Christmas Day' },
  { month: 12, day: 26, name: 'Boxing Day' },
  { month: 1, day: 1, name: "New Year's Day" },
  { month: 1, day: 26, name: 'Australia Day', salesOpen: ['10:00', '16:00'] },
]

/** The next occurrence of each national holiday on or after `now`, as a date at midday UTC. */
export function specialHours(type: LocationType, now: Date) {
  return HOLIDAYS.map((h) => {
    let year = now.getUTCFullYear()
    if (Date.UTC(year, h.month - 1, h.day, 23, 59) < now.getTime()) year += 1
    const date = new Date(Date.UTC(year, h.month - 1, h.day, 12)).toISOString()
    const open = h.salesOpen && (type === 'sales' || type === 'used')
    return open
      ? { date, status: 'Open' as const, start_hour: h.salesOpen![0], end_hour: h.salesOpen![1] }
      : { date, status: 'Closed' as const }
  }).sort((a, b) => a.date.localeCompare(b.date))
}
