import { describe, expect, it } from 'vitest'

import { classifyLead } from '@/domain/leads/category'
import { leadEventId } from '@/domain/leads/event-id'
import {
  inputDigits,
  KM_QUICK_PICKS,
  KM_SUFFIX,
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
  withThousands,
} from '@/domain/leads/inputs'
import type { LeadKind } from '@/domain/leads/kinds'
import { testDriveSlots } from '@/domain/leads/test-drive-slots'
import { readStoredUserDetails, storableUserDetails } from '@/domain/leads/user-details'
import { promoCardHref } from '@/domain/promo/promo-card-href'
import { getsOnlineEstimate } from '@/domain/trade-in/eligibility'
import { type Comparable, indicativeValuation } from '@/domain/trade-in/valuation'

describe('classifyLead — finance §5 careers conversion, §4 offer acceptance', () => {
  it.each<
    [
      string,
      LeadKind,
      string | null,
      { category: string; subcategory: string | null; career: boolean; offer_accepted: boolean },
    ]
  >([
    [
      "§5 \"A 'Careers Enquiry' category is converted to General Enquiry with subcategory 'Career Enquiry' and event 51\"",
      'contact',
      'Careers Enquiry',
      { category: 'General Enquiry', subcategory: 'Career Enquiry', career: true, offer_accepted: false },
    ],
    [
      '§5 "Category select (default \'General Enquiry\')"',
      'contact',
      'General Enquiry',
      { category: 'General Enquiry', subcategory: null, career: false, offer_accepted: false },
    ],
    [
      'another chosen category is kept',
      'contact',
      'Service Enquiry',
      { category: 'Service Enquiry', subcategory: null, career: false, offer_accepted: false },
    ],
    [
      '§4 "Offer acceptance: subcategory \'3. Offer Accepted\', offer_accepted true"',
      'offer_accepted',
      null,
      { category: 'General Enquiry', subcategory: '3. Offer Accepted', career: false, offer_accepted: true },
    ],
    [
      'a vehicle form keeps its own category whatever is sent',
      'enquiry',
      'Careers Enquiry',
      { category: 'General Enquiry', subcategory: null, career: false, offer_accepted: false },
    ],
    ['trade-in', 'trade_in', null, { category: 'Trade-In', subcategory: null, career: false, offer_accepted: false }],
  ])('%s', (_case, kind, category, expected) => {
    expect(classifyLead(kind, category)).toEqual(expected)
  })
})

describe('leadEventId — finance §9 "51 career; 18 offer accepted; 22 general enquiry default"', () => {
  it.each<[string, Parameters<typeof leadEventId>[0], number]>([
    ['a careers enquiry → 51', { kind: 'contact', career: true }, 51],
    ['a contact enquiry without a car → 22', { kind: 'contact' }, 22],
    ['offer accepted on a used car → 18', { kind: 'offer_accepted', car_type: 'used' }, 18],
    ['a test drive from /book-test-drive/ without a car → 22', { kind: 'test_drive', car_type: null }, 22],
    ['a test drive of a new car → 17', { kind: 'test_drive', car_type: 'new' }, 17],
    ['a test drive of a used car → 48', { kind: 'test_drive', car_type: 'used' }, 48],
    ["a used 'Test Drive Only' car → 17", { kind: 'test_drive', car_type: 'used', tag: 'Test Drive Only' }, 17],
    ['a trade-in without a car → 22', { kind: 'trade_in' }, 22],
  ])('%s', (_case, input, expected) => expect(leadEventId(input)).toBe(expected))
})

describe('storableUserDetails — finance §5 "saved only when name, email and phone are all present; only name, last_name, email, phone and postcode are kept"', () => {
  const full = {
    name: 'Casey',
    last_name: 'Lee',
    email: 'c@example.com',
    phone: '0412345678',
    postcode: '2000',
    message: 'secret',
    rego: 'ABC',
  }
  it.each<[string, Record<string, unknown>, unknown]>([
    [
      'all present: only the five kept',
      full,
      { name: 'Casey', last_name: 'Lee', email: 'c@example.com', phone: '0412345678', postcode: '2000' },
    ],
    ['no name → nothing saved', { ...full, name: '' }, null],
    ['no email → nothing saved', { ...full, email: ' ' }, null],
    ['no phone → nothing saved', { ...full, phone: undefined }, null],
    [
      'last name and postcode may be empty',
      { name: 'A', email: 'a@b.co', phone: '0412345678' },
      { name: 'A', last_name: '', email: 'a@b.co', phone: '0412345678', postcode: '' },
    ],
  ])('%s', (_case, values, expected) => expect(storableUserDetails(values)).toEqual(expected))

  it.each<[string, string | null, unknown]>([
    ['nothing stored', null, {}],
    ['broken JSON', '{', {}],
    ['foreign keys and non-strings dropped', JSON.stringify({ name: 'A', phone: 5, evil: 'x' }), { name: 'A' }],
  ])('reading back: %s', (_case, raw, expected) => expect(readStoredUserDetails(raw)).toEqual(expected))
})

describe('getsOnlineEstimate — finance §9 "vehicles over 7 years old or 100,000 km generally get no online estimate"', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  it.each<[string, number, number, boolean]>([
    ['7 years old, 100,000 km: still estimated', 2019, 100_000, true],
    ['8 years old', 2018, 50_000, false],
    ['100,001 km', 2022, 100_001, false],
    ['new-ish and low km', 2024, 20_000, true],
  ])('%s', (_case, year, km, expected) => expect(getsOnlineEstimate({ year, km }, now)).toBe(expected))
})

describe('indicativeValuation — the default valuer (ARCHITECTURE integrations; finance §9 "indicative and subject to inspection")', () => {
  const now = new Date('2026-06-01T00:00:00Z')
  const vehicle = { make: 'Toyota', model: 'Corolla', year: 2022, km: 40_000 }
  const comps = (n: number, price = 25_000): Comparable[] =>
    Array.from({ length: n }, () => ({ price, year: 2022, km: 40_000 }))

  it('no range with too few comparables', () => {
    expect(indicativeValuation(vehicle, comps(2), now)).toMatchObject({
      status: 'too_few_comparables',
      low: null,
      high: null,
      comparables: 2,
    })
  })
  it('no range for a car over 7 years or 100,000 km, however many comparables', () => {
    expect(indicativeValuation({ ...vehicle, km: 120_000 }, comps(10), now)).toMatchObject({
      status: 'no_online_estimate',
      low: null,
      high: null,
    })
  })
  it('a range at a trade share of retail, marked indicative and subject to inspection', () => {
    const v = indicativeValuation(vehicle, comps(5), now)
    expect(v).toMatchObject({
      status: 'estimate',
      low: 20_000,
      high: 20_000,
      comparables: 5,
      note: 'Indicative, subject to inspection.',
    })
  })
  it('adjusted for km: the same cars value a lower-km car higher', () => {
    const spread: Comparable[] = [22_000, 24_000, 26_000, 28_000].map((price) => ({ price, year: 2022, km: 60_000 }))
    const low = indicativeValuation({ ...vehicle, km: 20_000 }, spread, now)
    const high = indicativeValuation({ ...vehicle, km: 90_000 }, spread, now)
    expect(low.status === 'estimate' && high.status === 'estimate' && low.low! > high.low!).toBe(true)
    expect(low.low! <= low.high!).toBe(true)
  })
  it('unpriced comparables do not count', () => {
    expect(indicativeValuation(vehicle, [...comps(2), { price: 0, year: 2022, km: 1 }], now).status).toBe(
      'too_few_comparables',
    )
  })
})

describe("testDriveSlots — test-drive times from the location's opening hours (finance §3 Location opening_hours)", () => {
  const hours = [
    { weekday: '1', status: 'Open', open: '08:30', close: '10:00' },
    { weekday: '6', status: 'Open', open: '09:00', close: '09:20' },
    { weekday: '0', status: 'Closed' },
  ]
  it.each<[string, number, string[]]>([
    ['Monday 08:30 to 10:00: half-hourly, the last 30 minutes before closing', 1, ['08:30', '09:00', '09:30']],
    ['Sunday closed: none', 0, []],
    ['a day not listed: none', 3, []],
    ['too short for one drive: none', 6, []],
  ])('%s', (_case, weekday, expected) => expect(testDriveSlots(hours, weekday)).toEqual(expected))
})

describe('money and km inputs — finance §5', () => {
  it('"quick-pick buttons of $5,000 to $70,000 (9 values) or $300,000 to $800,000"', () => {
    expect([MONEY_QUICK_PICKS.length, MONEY_QUICK_PICKS[0], MONEY_QUICK_PICKS.at(-1)]).toEqual([9, 5_000, 70_000])
    expect([MONEY_QUICK_PICKS_HIGH.length, MONEY_QUICK_PICKS_HIGH[0], MONEY_QUICK_PICKS_HIGH.at(-1)]).toEqual([
      9, 300_000, 800_000,
    ])
    expect(KM_QUICK_PICKS.length).toBeGreaterThan(0)
  })
  it('"Kilometre input: suffix \' kms\'"', () => expect(KM_SUFFIX).toBe(' kms'))
  it.each([
    ['$12,500', '12500', '12,500'],
    ['0045', '45', '45'],
    ['', '', ''],
    ['120000 kms', '120000', '120,000'],
  ])('"thousands separators": %s', (typed, digits, shown) => {
    expect(inputDigits(typed)).toBe(digits)
    expect(withThousands(digits)).toBe(shown)
  })
})

describe('promoCardHref — finance §2 promo card "linking to a configured address"', () => {
  it.each<[string, string | null, string]>([
    ['unset → /trade-in', null, '/trade-in'],
    ['a page of the site', '/sell-my-car', '/sell-my-car'],
    ['an https address', 'https://valuations.example.com/x', 'https://valuations.example.com/x'],
    ['a protocol-relative address is refused', '//evil.example.com', '/trade-in'],
    ['javascript: is refused', 'javascript:alert(1)', '/trade-in'],
  ])('%s', (_case, configured, expected) => expect(promoCardHref(configured)).toBe(expected))
})
