import { describe, expect, it } from 'vitest'

import { animatedValue, salesThisMonth } from '@/domain/promo/sales-counter'

// finance §9 "Sales counter: 192 per day, one step per 450 seconds of the Brisbane day, counted from
// the day of the month; refresh 150 s; animation 2 s."
describe('salesThisMonth at given Brisbane times', () => {
  it.each([
    ['2026-06-01T00:00:00+10:00', 0], // midnight on the 1st
    ['2026-06-01T00:07:29+10:00', 0], // 449 s
    ['2026-06-01T00:07:30+10:00', 1], // 450 s: one step
    ['2026-06-01T12:00:00+10:00', 96], // half a day
    ['2026-06-01T23:59:59+10:00', 191],
    ['2026-06-02T00:00:00+10:00', 192], // a whole day: 192
    ['2026-06-15T16:00:00+10:00', 14 * 192 + 128], // 57,600 s / 450
    ['2026-06-30T23:59:59+10:00', 29 * 192 + 191],
    ['2026-07-01T00:00:00+10:00', 0], // a new month starts again
    // The Brisbane day, not UTC's: 14:00 UTC on 31 May is midnight on 1 June in Brisbane.
    ['2026-05-31T14:00:00Z', 0],
    ['2026-05-31T13:59:59Z', 30 * 192 + 191],
    // Brisbane has no daylight saving: the same in January as in June.
    ['2026-01-10T09:00:00+10:00', 9 * 192 + 72],
  ])('%s → %i', (iso, value) => expect(salesThisMonth(new Date(iso))).toBe(value))
})

describe('animatedValue (old to new over 2 s)', () => {
  it.each([
    [100, 110, 0, 100],
    [100, 110, 1000, 109], // eased: most of the way at half time
    [100, 110, 1999, 110],
    [100, 110, 2000, 110],
    [100, 110, 5000, 110],
    [110, 110, 0, 110],
    [100, 110, -50, 100],
  ])('%i → %i at %i ms: %i', (from, to, ms, shown) => expect(animatedValue(from, to, ms)).toBe(shown))
})
