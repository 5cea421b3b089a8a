import { addDays, localMoment, weekdayOf } from './clock'
import { entryFor, formatTime, openPeriod, WEEKDAY_NAMES, weekdayName } from './hours'
import { specialFor, specialPeriod } from './special-hours'
import type { OpeningHoursEntry, SpecialHoursEntry } from './types'

export type HoursSource = {
  opening_hours?: readonly OpeningHoursEntry[] | null
  special_hours?: readonly SpecialHoursEntry[] | null
  /** the location's IANA zone: its hours are wall-clock times there */
  timeZone: string
  locationId?: number | string | null
}

export type OpenState =
  | { kind: 'open'; closesAt: string }
  | { kind: 'opens'; at: string; day: (typeof WEEKDAY_NAMES)[number]; today: boolean }
  | { kind: 'closed' }

/** How far ahead to look for the next opening (a fortnight covers Christmas to New Year closures). */
const LOOK_AHEAD_DAYS = 14

/** The open period of one calendar day ('YYYY-MM-DD' there): a holiday entry for that day overrides the weekly hours. */
export function periodOn(source: HoursSource, date: string) {
  const special = specialFor(source.special_hours, date, source.timeZone, source.locationId)
  if (special) return specialPeriod(special)
  const entry = entryFor(source.opening_hours, weekdayOf(date))
  return entry && entry.status === 'Open' ? openPeriod(entry.open, entry.close) : null
}

/**
 * "Open now", or when it next opens ("Opens at 8:30 am Monday"), from the location's hours read in
 * its own time zone (docs/features/locations.md "Locations, hours, service and reviews", "Hours and time zones"),
 * holiday hours included. Opening is inclusive, closing exclusive.
 */
export function openState(source: HoursSource, now: Date): OpenState {
  const here = localMoment(now, source.timeZone)
  const todays = periodOn(source, here.date)
  if (todays && here.minutes >= todays.from && here.minutes < todays.to)
    return { kind: 'open', closesAt: formatTime(todays.to) }
  if (todays && here.minutes < todays.from)
    return { kind: 'opens', at: formatTime(todays.from), day: weekdayName(here.weekday), today: true }
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const date = addDays(here.date, ahead)
    const period = periodOn(source, date)
    if (period) return { kind: 'opens', at: formatTime(period.from), day: weekdayName(weekdayOf(date)), today: false }
  }
  return { kind: 'closed' }
}

/** 'Open now', 'Opens at 8:30 am today', 'Opens at 8:30 am Monday' or 'Closed'. */
export function openStateText(state: OpenState): string {
  if (state.kind === 'open') return 'Open now'
  if (state.kind === 'opens') return `Opens at ${state.at} ${state.today ? 'today' : state.day}`
  return 'Closed'
}
