import { dateTimeFormat } from '@/domain/text/intl'

import { DISPLAY_TIME_ZONE } from '../text/date'

/**
 * The 'Sales this Month' counter (finance §2 "Sales counter banner 'Sales this Month'"; §9 "Sales
 * counter: 192 per day, one step per 450 seconds of the Brisbane day, counted from the day of the
 * month; refresh 150 s; animation 2 s"). 86,400 s / 450 s = 192 steps a day.
 */
export const SALES_COUNTER_TITLE = 'Sales this Month'
export const SALES_PER_DAY = 192
export const SALES_STEP_SECONDS = 450
export const SALES_COUNTER_REFRESH_MS = 150_000
export const SALES_COUNTER_ANIMATION_MS = 2_000
export const SALES_COUNTER_TIME_ZONE = DISPLAY_TIME_ZONE // Brisbane: no daylight saving

/** The Brisbane day of the month and seconds since Brisbane midnight at `now`. */
function brisbaneClock(now: Date) {
  const parts = dateTimeFormat('en-AU', {
    timeZone: SALES_COUNTER_TIME_ZONE,
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(now)
  const n = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0)
  return { day: n('day'), seconds: n('hour') * 3600 + n('minute') * 60 + n('second') }
}

/**
 * The counter at `now`: 192 for each whole Brisbane day of the month so far, plus one per 450 s of
 * today. It starts from 0 at midnight on the 1st and reaches 192 × days on the month's last second.
 */
export function salesThisMonth(now: Date): number {
  const { day, seconds } = brisbaneClock(now)
  return (day - 1) * SALES_PER_DAY + Math.floor(seconds / SALES_STEP_SECONDS)
}

/** The value shown `elapsedMs` into the 2 s animation from `from` to `to` (eased, whole numbers). */
export function animatedValue(from: number, to: number, elapsedMs: number): number {
  if (elapsedMs >= SALES_COUNTER_ANIMATION_MS || from === to) return to
  const t = Math.max(0, elapsedMs) / SALES_COUNTER_ANIMATION_MS
  const eased = 1 - (1 - t) ** 3
  return Math.round(from + (to - from) * eased)
}
