import type { OpeningHoursEntry } from './types'

/** spec: finance §3 weekday numbering, 0 Sunday to 6 Saturday. */
export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const

/** The name of a weekday number (0 Sunday … 6 Saturday, as weekdayOf gives). */
export function weekdayName(weekday: number): (typeof WEEKDAY_NAMES)[number] {
  const name = WEEKDAY_NAMES[weekday]
  if (name === undefined) throw new Error(`Not a weekday number: ${weekday}`)
  return name
}

/** The location detail page's table runs Monday to Sunday (finance §2). */
export const MONDAY_TO_SUNDAY = [1, 2, 3, 4, 5, 6, 0] as const

/**
 * spec: stock §8 / finance §8 "Opening hours show 'Closed'; some sites show 'By appointment only' or an
 * 'Enquire Now' link instead." Keyed by the site's `closed_hours_text` flag.
 */
export const CLOSED_HOURS_TEXTS = {
  closed: 'Closed',
  by_appointment: 'By appointment only',
  enquire: 'Enquire Now',
} as const
export type ClosedHoursText = keyof typeof CLOSED_HOURS_TEXTS

/** Minutes since midnight of 'H:mm' or 'HH:mm' (24-hour), or null. */
export function parseTime(value: string | null | undefined): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec((value ?? '').trim())
  if (!match) return null
  const hours = Number(match[1])
  const minutes = Number(match[2])
  if (hours > 24 || minutes > 59 || (hours === 24 && minutes > 0)) return null
  return hours * 60 + minutes
}

/** '8:30 am', '12:00 pm', '5:30 pm' from minutes since midnight. */
export function formatTime(minutes: number): string {
  const h24 = Math.floor(minutes / 60) % 24
  const mm = String(minutes % 60).padStart(2, '0')
  const suffix = h24 < 12 ? 'am' : 'pm'
  const h12 = h24 % 12 === 0 ? 12 : h24 % 12
  return `${h12}:${mm} ${suffix}`
}

/** An open period, or null when either end is missing or it does not end after it starts. */
export function openPeriod(
  open: string | null | undefined,
  close: string | null | undefined,
): { from: number; to: number } | null {
  const from = parseTime(open)
  const to = parseTime(close)
  return from !== null && to !== null && to > from ? { from, to } : null
}

/** spec: finance §3 "formated_hours": '8:30 am - 5:30 pm'. */
export const formatPeriod = (p: { from: number; to: number }) => `${formatTime(p.from)} - ${formatTime(p.to)}`

/** The entry for a weekday; weekdays compare as numbers ('0' and 0 are Sunday). */
export const entryFor = (hours: readonly OpeningHoursEntry[] | null | undefined, weekday: number) =>
  (hours ?? []).find((h) => Number(h.weekday) === weekday)

export type WeekRow = {
  weekday: number
  day: (typeof WEEKDAY_NAMES)[number]
  open: boolean
  /** '8:30 am - 5:30 pm', or the site's closed text */
  text: string
  /** the closed text is the spec's 'Enquire Now' link */
  enquire: boolean
}

/**
 * The opening-hours table, Monday to Sunday (finance §2). A day with no entry, status Closed, or no
 * readable times shows the site's closed text (stock §8).
 */
export function weekHours(
  hours: readonly OpeningHoursEntry[] | null | undefined,
  closedText: ClosedHoursText = 'closed',
): WeekRow[] {
  return MONDAY_TO_SUNDAY.map((weekday) => {
    const entry = entryFor(hours, weekday)
    const period = entry && entry.status === 'Open' ? openPeriod(entry.open, entry.close) : null
    return period
      ? { weekday, day: WEEKDAY_NAMES[weekday], open: true, text: formatPeriod(period), enquire: false }
      : {
          weekday,
          day: WEEKDAY_NAMES[weekday],
          open: false,
          text: CLOSED_HOURS_TEXTS[closedText],
          enquire: closedText === 'enquire',
        }
  })
}
