import { describe, expect, it } from 'vitest'

import {
  canMove,
  canStartReservation,
  checkoutPathAnswers,
  isExpired,
  journeyStep,
  nextJourneyStep,
  previousJourneyStep,
  RESERVATION_HOLD_MS,
  RESERVATION_STATUSES,
  type ReservationStatus,
  reserveDeposit,
  reserves,
  toCents,
  withinShopperLimit,
} from '@/domain/reservations'

describe('checkout path — stock §2 "/cars/{slug}/checkout (or /cars/{slug}/buy-online on one tenant)"', () => {
  it.each([
    ['checkout', 'checkout', true],
    ['buy-online', 'buy-online', true],
    ['checkout', 'buy-online', false],
    ['buy-online', 'checkout', false],
  ] as const)('%s on a %s site answers: %s', (requested, site, expected) => {
    expect(checkoutPathAnswers(requested, site)).toBe(expected)
  })
})

describe('deposit — finance §9 "Typical reserve deposit default $200"', () => {
  it.each([
    [undefined, 200],
    [null, 200],
    [0, 200],
    [-50, 200],
    [Number.NaN, 200],
    [500, 500],
    [99.6, 100],
    [10_000, 10_000],
    [10_001, 200],
  ])('site setting %s → $%s', (setting, dollars) => {
    expect(reserveDeposit(setting)).toBe(dollars)
  })
  it('is sent in cents', () => {
    expect(toCents(200)).toBe(20_000)
  })
})

describe('reservation life', () => {
  const table: [ReservationStatus, ReservationStatus, boolean][] = [
    ['requested', 'confirmed', true], // staff confirm a pay-at-the-dealership request
    ['requested', 'cancelled', true],
    ['requested', 'paid', false], // nothing is paid online at the dealership
    ['awaiting_payment', 'paid', true], // the webhook
    ['awaiting_payment', 'released', true], // 30 minutes unpaid
    ['paid', 'confirmed', true],
    ['paid', 'released', false], // a paid reservation is never released by the clock
    ['confirmed', 'awaiting_payment', false],
    ['released', 'confirmed', false],
    ['released', 'paid', true], // a late payment, if the car is still free (the unique hold decides)
    ['cancelled', 'confirmed', false],
    ['confirmed', 'confirmed', true], // saving unchanged
  ]
  it.each(table)('%s → %s allowed: %s', (from, to, expected) => {
    expect(canMove(from, to)).toBe(expected)
  })

  it.each(RESERVATION_STATUSES.map((s) => [s, s === 'paid' || s === 'confirmed'] as const))(
    "%s shows the car as 'Reserved': %s",
    (status, expected) => {
      expect(reserves(status)).toBe(expected)
    },
  )

  const start = Date.parse('2026-11-25T10:00:00Z')
  const expiresAt = new Date(start + RESERVATION_HOLD_MS).toISOString()
  it.each([
    ['awaiting payment, 29 minutes in', 'awaiting_payment', 29, false],
    ['awaiting payment, 30 minutes in ("not paid within 30 minutes is released")', 'awaiting_payment', 30, true],
    ['paid, an hour in', 'paid', 60, false],
    ['requested at the dealership, an hour in (staff confirm; no clock)', 'requested', 60, false],
  ] as const)('%s → expired: %s', (_case, status, minutes, expected) => {
    expect(isExpired({ status, expiresAt }, start + minutes * 60_000)).toBe(expected)
  })
})

describe('who may start a reservation — finance §2 "Shown only when the car is reservable and not test-drive-only"', () => {
  it.each([
    ['available, nobody holding', { status: 'in_stock' }, true, 0, { ok: true }],
    ['coming soon counts as available (finance §4)', { status: 'coming_soon' }, true, 0, { ok: true }],
    ['reserving off on the site', { status: 'in_stock' }, false, 0, { ok: false, reason: 'not_reservable' }],
    ['sold', { status: 'sold' }, true, 0, { ok: false, reason: 'not_reservable' }],
    ['already reserved', { status: 'in_stock', reserved: true }, true, 0, { ok: false, reason: 'not_reservable' }],
    [
      'test drive only',
      { status: 'in_stock', tag: 'Test Drive Only' },
      true,
      0,
      { ok: false, reason: 'not_reservable' },
    ],
    ['another shopper is paying for it', { status: 'in_stock' }, true, 1, { ok: false, reason: 'held' }],
  ])('%s', (_case, car, enabled, holds, expected) => {
    expect(canStartReservation(car, enabled, holds)).toEqual(expected)
  })
})

// Security: "One active reservation per shopper per site unless staff allow more."
describe('reservations per shopper', () => {
  it.each([
    ['no other reservation, default setting', 0, null, true],
    ['one already, default setting (1)', 1, null, false],
    ['one already, staff allow 2', 1, 2, true],
    ['two already, staff allow 2', 2, 2, false],
    ['a nonsense setting falls back to 1', 1, 0, false],
    ['above the cap (20) falls back to 1', 1, 500, false],
  ])('%s', (_case, active, setting, expected) => {
    expect(withinShopperLimit(active, setting)).toBe(expected)
  })
})

describe('checkout journey steps (finance §2 "/checkout-journey?car_id={slug}: online purchase")', () => {
  it('runs car → trade-in → finance → delivery → deposit', () => {
    const seen = []
    for (let s: ReturnType<typeof journeyStep> | null = journeyStep(null); s; s = nextJourneyStep(s)) seen.push(s)
    expect(seen).toEqual(['car', 'trade-in', 'finance', 'delivery', 'deposit'])
    expect(previousJourneyStep('car')).toBeNull()
    expect(previousJourneyStep('deposit')).toBe('delivery')
  })
  it.each([
    ['finance', 'finance'],
    ['nonsense', 'car'],
    [undefined, 'car'],
  ])('?step=%s → %s', (given, step) => {
    expect(journeyStep(given)).toBe(step)
  })
})
