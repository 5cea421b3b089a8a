import { dateTimeFormat } from '@/domain/text/intl'

/** Wall-clock facts of an instant in an IANA time zone, and calendar-day arithmetic (pure, no DST maths). */

export type LocalMoment = {
  /** the calendar day there, 'YYYY-MM-DD' */
  date: string
  /** 0 Sunday … 6 Saturday (spec: finance §3 "weekday (0 Sunday to 6 Saturday)") */
  weekday: number
  /** minutes since midnight there */
  minutes: number
}

const formatterFor = (timeZone: string) =>
  dateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })

/** What the clock and calendar on the wall of a place in `timeZone` show at `instant`. */
export function localMoment(instant: Date, timeZone: string): LocalMoment {
  const parts = formatterFor(timeZone).formatToParts(instant)
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00'
  const date = `${part('year')}-${part('month')}-${part('day')}`
  return { date, weekday: weekdayOf(date), minutes: Number(part('hour')) * 60 + Number(part('minute')) }
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The weekday (0 Sunday) of a calendar day 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  const [, y, m, d] = DATE_ONLY.exec(date) ?? []
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d))).getUTCDay()
}

/** The calendar day `days` after 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const [, y, m, d] = DATE_ONLY.exec(date) ?? []
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10)
}

/**
 * The calendar day a stored date stands for, in the location's zone: a bare 'YYYY-MM-DD' as written;
 * a date-time (the admin's date picker stores midday UTC) as the day it is there. Null if unreadable.
 */
export function calendarDay(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null
  const trimmed = value.trim()
  if (DATE_ONLY.test(trimmed)) return trimmed
  const instant = new Date(trimmed)
  return Number.isNaN(instant.getTime()) ? null : localMoment(instant, timeZone).date
}
