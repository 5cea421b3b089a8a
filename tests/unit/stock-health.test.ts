import { parse, stringify } from 'qs-esm'
import { describe, expect, it } from 'vitest'

import { greetingFor, hourIn, stockHealthRows } from '@/domain/admin/stock-health'

// docs/staff-guide.md "The admin for dealer staff": a dashboard that answers the morning questions. "Dashboard
// numbers match the lists they open": each row's count and its link come from one where clause.
describe('stock health rows', () => {
  const now = new Date('2026-12-07T00:00:00Z')
  it('old stock is in stock and older than 60 days, and its list link carries that same filter', () => {
    const old = stockHealthRows(now).find((r) => r.key === 'old')!
    expect(old.label).toBe('In stock over 60 days')
    expect(old.where).toEqual({
      and: [{ status: { in: ['in_stock', 'coming_soon'] } }, { createdAt: { less_than: '2026-10-08T00:00:00.000Z' } }],
    })
    // The admin list parses the address back into the same clause.
    expect(parse(stringify({ where: old.where })).where).toEqual(old.where)
  })

  it('every row is scoped as its count is: available cars, except the withdrawn', () => {
    for (const row of stockHealthRows(now).filter((r) => r.key !== 'withdrawn'))
      expect(JSON.stringify(row.where), row.key).toContain('"in_stock","coming_soon"')
  })
})

describe('the greeting follows the staff member’s clock', () => {
  it.each([
    [7, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('%i h: %s', (hour, greeting) => expect(greetingFor(hour)).toBe(greeting))

  it('reads the hour in the dealership’s zone (Sydney in summer is UTC+11, Brisbane UTC+10)', () => {
    const at = new Date('2026-12-07T02:30:00Z')
    expect(hourIn(at, 'Australia/Sydney')).toBe(13)
    expect(hourIn(at, 'Australia/Brisbane')).toBe(12)
  })
})
