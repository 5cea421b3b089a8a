import { calendarDay, localMoment, weekdayOf } from './clock'
import { CLOSED_HOURS_TEXTS, formatPeriod, openPeriod, WEEKDAY_NAMES, weekdayName } from './hours'
import type { SpecialHoursEntry } from './types'

export type HolidayRow = {
  /** 'YYYY-MM-DD' in the location's zone */
  date: string
  /** dd/MM/yyyy (spec: stock §9 "Date format dd/MM/yyyy") */
  dateText: string
  day: (typeof WEEKDAY_NAMES)[number]
  open: boolean
  /** minutes since midnight when open */
  period: { from: number; to: number } | null
  /** '10:00 am - 4:00 pm' or 'Closed' */
  text: string
}

const ddmmyyyy = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`

/** An entry's open period: start_hour and end_hour, or hours {begin, end} (finance §3). */
export const specialPeriod = (entry: SpecialHoursEntry) =>
  entry.status === 'Open'
    ? openPeriod(entry.start_hour ?? entry.hours?.begin, entry.end_hour ?? entry.hours?.end)
    : null

const belongsTo = (entry: SpecialHoursEntry, locationId: number | string | null | undefined) =>
  entry.location_id == null || locationId == null || String(entry.location_id) === String(locationId)

/**
 * spec: finance §5 "Holiday hours show only future or current entries and skip ones not matching the
 * location." Current means today's entry, today being the calendar day in the location's own zone.
 * Sorted by date; one row per day (the first entry for a day wins).
 */
export function holidayHours(
  entries: readonly SpecialHoursEntry[] | null | undefined,
  { now, timeZone, locationId }: { now: Date; timeZone: string; locationId?: number | string | null },
): HolidayRow[] {
  const today = localMoment(now, timeZone).date
  const seen = new Set<string>()
  const rows: HolidayRow[] = []
  for (const entry of entries ?? []) {
    if (!belongsTo(entry, locationId)) continue
    const date = calendarDay(entry.date, timeZone)
    if (!date || date < today || seen.has(date)) continue
    seen.add(date)
    const period = specialPeriod(entry)
    rows.push({
      date,
      dateText: ddmmyyyy(date),
      day: weekdayName(weekdayOf(date)),
      open: period !== null,
      period,
      text: period ? formatPeriod(period) : CLOSED_HOURS_TEXTS.closed,
    })
  }
  return rows.sort((a, b) => a.date.localeCompare(b.date))
}

/** The special-hours entry for one calendar day of this location, if any. */
export function specialFor(
  entries: readonly SpecialHoursEntry[] | null | undefined,
  date: string,
  timeZone: string,
  locationId?: number | string | null,
): SpecialHoursEntry | undefined {
  return (entries ?? []).find((e) => belongsTo(e, locationId) && calendarDay(e.date, timeZone) === date)
}
