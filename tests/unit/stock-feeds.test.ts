import { describe, expect, it } from 'vitest'

import { seal, unseal } from '@/db/sealed'
import { feedSecretKey } from '@/db/secret'
import { describeDiff } from '@/domain/stock-feeds/diff'
import { isFeedDue, isFeedStale, shrinkGuard } from '@/domain/stock-feeds/schedule'
import { parseXmlFeed } from '@/domain/stock-feeds/xml'

// docs/features/stock-feeds.md: the schedule, the shrink guard, stale feeds, the run's diff line,
// XML records as rows, and sealed credentials.
const at = (iso: string) => new Date(iso)

describe('schedule, guard and staleness', () => {
  it.each([
    [null, '15m', true],
    ['2026-12-07T10:00:00Z', '15m', true], // 15 minutes on
    ['2026-12-07T10:05:00Z', '15m', false],
    ['2026-12-07T09:30:00Z', '1h', false],
    ['2026-12-07T09:14:00Z', '1h', true],
    ['2026-12-06T10:00:00Z', '24h', true],
    ['2026-12-06T10:30:00Z', '24h', false],
  ])('last start %s, schedule %s: due %s', (last, schedule, due) => {
    expect(isFeedDue(last ? at(last) : null, schedule, at('2026-12-07T10:15:00Z'))).toBe(due)
  })

  it('holds a full feed under 50% of the last applied run by default, never a first run', () => {
    expect(shrinkGuard(49, 100)).toMatch(/lists 49 cars, under 50% of the 100/)
    expect(shrinkGuard(50, 100)).toBeNull()
    expect(shrinkGuard(3, null)).toBeNull()
    expect(shrinkGuard(10, 100, 0)).toBeNull()
    expect(shrinkGuard(79, 100, 80)).toMatch(/under 80%/)
  })

  it('is stale only past the setting (default 48 hours)', () => {
    const now = at('2026-12-07T10:00:00Z')
    expect(isFeedStale(at('2026-12-05T09:00:00Z'), null, now)).toBe(true)
    expect(isFeedStale(at('2026-12-05T11:00:00Z'), null, now)).toBe(false)
    expect(isFeedStale(at('2026-12-07T08:00:00Z'), 1, now)).toBe(true)
    expect(isFeedStale(at('2026-12-01T08:00:00Z'), 0, now)).toBe(false)
    expect(isFeedStale(null, 1, now)).toBe(false)
  })
})

describe('the run history line', () => {
  it.each([
    [{ created: 0, withdrawn: 0, sold: 0, fields: {} }, 'No changes'],
    [{ created: 0, withdrawn: 0, sold: 0, fields: { price: 12 } }, '12 cars changed price'],
    [
      { created: 1, withdrawn: 2, sold: 1, fields: { status: 1, km: 1 } },
      '1 new car; 1 car changed odometer; 1 car sold; 2 cars withdrawn',
    ],
    [{ created: 0, withdrawn: 0, sold: 0, fields: { colour: 2, badge: 3 } }, '3 cars changed other details'],
  ])('%j → %s', (diff, line) => {
    expect(describeDiff(diff)).toBe(line)
  })
})

describe('XML records as rows', () => {
  const xml = `<stock><vehicle id="A1"><make>Kia</make><pricing><price currency="AUD">100</price></pricing>
    <photos><photo>u1</photo><photo>u2</photo></photos></vehicle><vehicle id="A2"><make>Mazda</make></vehicle></stock>`

  it('flattens paths, attributes and repeated elements', () => {
    const parsed = parseXmlFeed(xml, 'stock/vehicle')
    expect(parsed).toEqual({
      headers: ['make', 'pricing/price', 'pricing/price/@currency', 'photos/photo', '@id'],
      rows: [
        { '@id': 'A1', make: 'Kia', 'pricing/price': '100', 'pricing/price/@currency': 'AUD', 'photos/photo': 'u1|u2' },
        { '@id': 'A2', make: 'Mazda' },
      ],
    })
  })

  it('names the line of malformed XML and a missing record element', () => {
    expect(parseXmlFeed('<stock>\n<vehicle>\n</stock>', 'stock/vehicle')).toEqual({
      error: expect.stringMatching(/^The XML is not well-formed \(line \d+/),
    })
    expect(parseXmlFeed(xml, 'stock/car')).toEqual({ error: 'The XML has no <car> element at stock/car.' })
  })
})

describe('sealed credentials', () => {
  it('round-trips, differs each time, and opens only with its key', () => {
    const a = seal('s3cret', 'key-one')
    expect(a).not.toContain('s3cret')
    expect(seal('s3cret', 'key-one')).not.toBe(a)
    expect(unseal(a, 'key-one')).toBe('s3cret')
    expect(unseal(a, 'key-two')).toBeNull()
    expect(unseal('plain', 'key-one')).toBeNull()
  })

  it('production refuses to run without FEED_SECRET_KEY', () => {
    expect(() => feedSecretKey({ NODE_ENV: 'production' })).toThrow(/FEED_SECRET_KEY is not set/)
    expect(feedSecretKey({ NODE_ENV: 'production', FEED_SECRET_KEY: 'k' })).toBe('k')
    expect(feedSecretKey({ NODE_ENV: 'production', NEXT_PHASE: 'phase-production-build' })).toMatch(/development only/)
    expect(feedSecretKey({})).toMatch(/development only/)
  })
})
