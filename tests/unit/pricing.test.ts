import { describe, expect, it } from 'vitest'

import { formatPrice } from '@/domain/pricing/format'
import { listingPrice, type PricedCar } from '@/domain/pricing/listing-price'
import { formatDate, formatDateTime } from '@/domain/text/date'
import { formatKm, groupThousands } from '@/domain/text/number'

describe('formatPrice (stock §9 / finance §9 "Price format: $ with comma thousands")', () => {
  it.each([
    [34990, '$34,990'],
    [0, '$0'],
    [999, '$999'],
    [1000, '$1,000'],
    [1234567, '$1,234,567'],
    [189.5, '$190'], // whole dollars
    [-1500, '-$1,500'],
    [-0.2, '$0'],
    [-0.5, '-$1'], // halves round away from zero, as Math.round on the magnitude did
    [Number.POSITIVE_INFINITY, ''],
    [null, ''],
    [undefined, ''],
    [Number.NaN, ''],
  ])('%s → %s', (amount, text) => expect(formatPrice(amount)).toBe(text))

  // spec: stock §5 fuel calculator "Cost = distance / 100 x economy x price, 2 decimals"
  it.each([
    [94.2, '$94.20'],
    [0, '$0.00'],
    [1234.5, '$1,234.50'],
    [999.999, '$1,000.00'],
    [-0.004, '$0.00'],
    [-12.3, '-$12.30'],
    [0.285, '$0.28'], // rounded on the binary value (0.28499…), not Intl's shortest decimal
    [-0.005, '-$0.01'],
    [null, ''],
  ])('with cents: %s → %s', (amount, text) => expect(formatPrice(amount, { cents: true })).toBe(text))
})

describe('groupThousands and formatKm (stock §9 "comma thousands")', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [29019, '29,019'],
    [1234567.5, '1,234,568'],
    [-1234, '-1,234'],
    [-0.3, '0'],
  ])('%s → %s', (n, text) => expect(groupThousands(n)).toBe(text))
  it('writes kilometres', () => {
    expect(formatKm(29019)).toBe('29,019 km')
    expect(formatKm(null)).toBeNull()
  })
})

// The formatters are written by hand, not with Intl (src/domain/text/number.ts says why); Intl's
// en-AU output is the rule they must give, checked here on amounts of every size and sign.
describe('formatPrice and groupThousands write what Intl.NumberFormat("en-AU") writes', () => {
  const whole = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0, signDisplay: 'negative' })
  const dollars = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    maximumFractionDigits: 0,
    signDisplay: 'negative',
  })
  const cents = new Intl.NumberFormat('en-AU', {
    style: 'currency',
    currency: 'AUD',
    minimumFractionDigits: 2,
    signDisplay: 'negative',
  })
  // A fixed linear congruential sequence: the same amounts on every run, spread over 0 to 10^13.
  let seed = 20261127
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  const amounts = Array.from({ length: 20_000 }, (_, i) => {
    const magnitude = 10 ** Math.floor(next() * 13)
    const amount = next() * magnitude * (i % 3 === 0 ? -1 : 1)
    return i % 2 ? amount : Math.round(amount * 2) / 2 // every other one a whole or a half
  })

  it('agrees on whole dollars and thousands', () => {
    const differ = amounts.filter(
      (a) => formatPrice(a) !== dollars.format(a) || groupThousands(a) !== whole.format(Math.round(a)),
    )
    expect(differ).toEqual([])
  })
  it('agrees on cents for amounts in whole cents', () => {
    const inCents = amounts.map((a) => Math.round(a * 100) / 100).filter((a) => Math.abs(a) < 1e11)
    expect(inCents.filter((a) => formatPrice(a, { cents: true }) !== cents.format(a))).toEqual([])
  })
})

describe('formatDate (stock §9 "Date format dd/MM/yyyy")', () => {
  it.each([
    ['2025-03-07T02:00:00Z', '07/03/2025'],
    [new Date('2024-12-31T13:59:00Z'), '31/12/2024'], // 23:59 in Brisbane
    ['2024-12-31T14:00:00Z', '01/01/2025'], // midnight in Brisbane: the Australian calendar day
    [Date.UTC(2026, 0, 5, 3), '05/01/2026'], // epoch milliseconds
    ['not a date', ''],
    [null, ''],
    ['', ''],
  ])('%s → %s', (value, text) => expect(formatDate(value)).toBe(text))

  it('takes another zone', () => expect(formatDate('2024-12-31T14:00:00Z', 'Australia/Perth')).toBe('31/12/2024'))
})

describe('formatDateTime (dates as dd/MM/yyyy: when a lead came in)', () => {
  it.each([
    ['2025-03-07T02:05:00Z', '07/03/2025 12:05'],
    ['2024-12-31T14:00:00Z', '01/01/2025 00:00'], // midnight in Brisbane, never '24:00'
    ['2024-12-31T13:59:00Z', '31/12/2024 23:59'],
    ['not a date', ''],
    [undefined, ''],
  ])('%s → %s', (value, text) => expect(formatDateTime(value)).toBe(text))
})

describe('listingPrice (stock §4 "Price display order", finance §9)', () => {
  const on = { subscriptionPrices: true }
  const off = { subscriptionPrices: false }
  it.each<
    [
      string,
      PricedCar,
      { subscriptionPrices: boolean; noPriceText?: string | null },
      { kind: string; text: string; amount?: number },
    ]
  >([
    [
      'subscription price when subscription offers are on and it is above 0',
      { price: 40000, subscription_price: 189 },
      on,
      { kind: 'subscription', text: '$189', amount: 189 },
    ],
    [
      'subscription ignored when subscription offers are off',
      { price: 40000, subscription_price: 189 },
      off,
      { kind: 'price', text: '$40,000', amount: 40000 },
    ],
    [
      'subscription of 0 is not shown ("above 0")',
      { price: 40000, subscription_price: 0 },
      on,
      { kind: 'price', text: '$40,000', amount: 40000 },
    ],
    [
      'else a reduced or offer price above 10',
      { price: 40000, offer_price: 37990 },
      off,
      { kind: 'offer', text: '$37,990', amount: 37990 },
    ],
    [
      'offer price of 10 is not above 10',
      { price: 40000, offer_price: 10 },
      off,
      { kind: 'price', text: '$40,000', amount: 40000 },
    ],
    [
      'offer price of 11 is above 10',
      { price: 40000, offer_price: 11 },
      off,
      { kind: 'offer', text: '$11', amount: 11 },
    ],
    ['else the normal price above 10', { price: 34990 }, off, { kind: 'price', text: '$34,990', amount: 34990 }],
    [
      'normal price of 10 → no price',
      { price: 10 },
      off,
      { kind: 'no_price', text: 'Enquire for price.' } /* stock §4 default no-price text */,
    ],
    ["else 'PREORDER' if preorder", { price: 0, preorder: true }, off, { kind: 'preorder', text: 'PREORDER' }],
    [
      'a price wins over preorder',
      { price: 50000, preorder: true },
      off,
      { kind: 'price', text: '$50,000', amount: 50000 },
    ],
    [
      "else the no-price text, default 'Enquire for price.'",
      { price: null },
      off,
      { kind: 'no_price', text: 'Enquire for price.' },
    ],
    [
      'the configured no-price text',
      { price: 0 },
      { subscriptionPrices: false, noPriceText: 'Call us' },
      { kind: 'no_price', text: 'Call us' },
    ],
    [
      'a blank configured text falls back to the default',
      {},
      { subscriptionPrices: false, noPriceText: '  ' },
      { kind: 'no_price', text: 'Enquire for price.' },
    ],
  ])('%s', (_, car, settings, expected) => {
    expect(listingPrice(car, settings)).toMatchObject(expected)
  })

  it("subscription prices carry '/week' (finance §2 finance sidebar)", () =>
    expect(listingPrice({ subscription_price: 189 }, on)).toMatchObject({ suffix: '/week' }))

  describe("'Was' price when before_price exceeds the current price (stock §4)", () => {
    it.each<[string, PricedCar, string | undefined]>([
      ['before above the price', { price: 40000, before_price: 45000 }, '$45,000'],
      ['before above the offer price', { price: 40000, offer_price: 38000, before_price: 39000 }, '$39,000'],
      ['before equal to the price', { price: 40000, before_price: 40000 }, undefined],
      ['before below the price', { price: 40000, before_price: 30000 }, undefined],
      ['no before price', { price: 40000 }, undefined],
    ])('%s', (_, car, was) => {
      const shown = listingPrice(car, off)
      expect('was' in shown ? shown.was?.text : undefined).toBe(was)
    })

    it('never against a weekly subscription price, preorder or no price', () => {
      for (const shown of [
        listingPrice({ subscription_price: 189, before_price: 45000 }, on),
        listingPrice({ preorder: true, before_price: 45000 }, off),
        listingPrice({ before_price: 45000 }, off),
      ])
        expect('was' in shown).toBe(false)
    })
  })
})
