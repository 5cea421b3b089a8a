import { describe, expect, it } from 'vitest'

import { daysBetween, daysInStock } from '@/domain/admin/days-in-stock'

// docs/staff-guide.md "Labels and list columns": list views show the columns staff look for (photo thumbnail,
// stock number, price, status, days in stock, views, leads). A dealer counts days in stock in whole
// calendar days on their own (Brisbane, UTC+10) day, and never below zero.
describe('daysBetween (whole staff days, never negative)', () => {
  it.each([
    ['same instant', '2026-03-10T01:00:00Z', '2026-03-10T01:00:00Z', 0],
    ['later the same Brisbane day', '2026-03-09T15:00:00Z', '2026-03-10T13:59:59Z', 0],
    ['added last evening, counted this morning', '2026-03-09T09:30:00Z', '2026-03-09T22:00:00Z', 1],
    ['exactly one week', '2026-03-01T02:00:00Z', '2026-03-08T02:00:00Z', 7],
    ['across a month end', '2026-01-31T00:00:00Z', '2026-03-02T00:00:00Z', 30],
    ['across a leap day', '2028-02-28T00:00:00Z', '2028-03-01T00:00:00Z', 2],
    ['60 days, the old-stock line', '2026-01-01T00:00:00Z', '2026-03-02T00:00:00Z', 60],
    ['a future date is never negative', '2026-03-12T00:00:00Z', '2026-03-10T00:00:00Z', 0],
  ])('%s', (_, from, to, days) => expect(daysBetween(from, to)).toBe(days))

  it.each([
    ['missing start', null, '2026-03-10T00:00:00Z'],
    ['unparseable start', 'not a date', '2026-03-10T00:00:00Z'],
    ['missing end', '2026-03-10T00:00:00Z', undefined],
  ])('%s gives null, not a number', (_, from, to) => expect(daysBetween(from, to)).toBeNull())
})

describe('daysInStock (from the day the car was added)', () => {
  const now = new Date('2026-03-20T00:00:00Z')
  it.each([
    ['in stock: to today', { createdAt: '2026-03-10T00:00:00Z', status: 'in_stock' }, 10],
    [
      'sold: to the day it sold',
      { createdAt: '2026-03-10T00:00:00Z', status: 'sold', sold_date: '2026-03-15T00:00:00Z' },
      5,
    ],
    ['sold without a sold date: to today', { createdAt: '2026-03-10T00:00:00Z', status: 'sold', sold_date: null }, 10],
    [
      'a sold date left from an earlier sale does not stop an in-stock car',
      { createdAt: '2026-03-01T00:00:00Z', status: 'in_stock', sold_date: '2026-03-05T00:00:00Z' },
      19,
    ],
  ])('%s', (_, car, days) => expect(daysInStock(car, now)).toBe(days))
})
