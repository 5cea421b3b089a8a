import { describe, expect, it } from 'vitest'

import { backoffCeilingMs, DEFAULT_RETRY_POLICY, nextRetry } from '@/domain/leads/delivery/schedule'
import { attemptError, type DeliveryAttempt, transportsOwed } from '@/domain/leads/delivery/status'

// docs/features/leads.md "Lead delivery": retries with exponential backoff and jitter for 24 h, then the lead is
// marked `dead`.
const HOUR = 3_600_000
const start = new Date('2026-11-24T00:00:00Z')
const at = (ms: number) => new Date(start.getTime() + ms)

describe('backoff ceiling: 30 s doubling, at most an hour', () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [5, 480_000],
    [7, 1_920_000],
    [8, HOUR], // 3,840 s capped at 3,600 s
    [20, HOUR],
    [10_000, HOUR], // no overflow however many failures
  ])('after failure %i the wait is at most %i ms', (failures, ms) => expect(backoffCeilingMs(failures)).toBe(ms))
})

describe('nextRetry: equal jitter inside the 24-hour window', () => {
  it.each([
    ['dice 0 → half the ceiling', 1, 0, 0, { kind: 'retry', at: at(15_000) }],
    ['dice 1 → the whole ceiling', 1, 0, 1, { kind: 'retry', at: at(30_000) }],
    ['third failure, dice 0.5 → ¾ of 2 min', 3, 10 * 60_000, 0.5, { kind: 'retry', at: at(10 * 60_000 + 90_000) }],
    ['never past the end of the window', 30, 24 * HOUR - 60_000, 1, { kind: 'retry', at: at(24 * HOUR) }],
    ['at the end of the window the lead is dead', 30, 24 * HOUR, 0.5, { kind: 'dead' }],
    ['after it too', 31, 25 * HOUR, 0.5, { kind: 'dead' }],
  ] as const)('%s', (_, failures, elapsed, dice, expected) =>
    expect(nextRetry({ failures, startedAt: start, now: at(elapsed), random: () => dice })).toEqual(expected),
  )

  it('spreads many leads that fail together (jitter): 100 dice give 100 different times', () => {
    let seed = 1
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const times = new Set(
      Array.from({ length: 100 }, () =>
        (nextRetry({ failures: 4, startedAt: start, now: start, random }) as { at: Date }).at.getTime(),
      ),
    )
    expect(times.size).toBe(100)
    for (const t of times) expect(t - start.getTime()).toBeGreaterThanOrEqual(120_000) // half of 240 s
  })

  it('the default policy gives about 30 tries in 24 hours', () => {
    let now = start
    let tries = 0
    for (;;) {
      tries++
      const d = nextRetry({ failures: tries, startedAt: start, now, random: () => 0.5 }, DEFAULT_RETRY_POLICY)
      if (d.kind === 'dead') break
      now = d.at
    }
    expect(tries).toBeGreaterThan(20)
    expect(tries).toBeLessThan(40)
  })
})

describe('transportsOwed: each transport is delivered once, independently', () => {
  const a = (transport: DeliveryAttempt['transport'], outcome: DeliveryAttempt['outcome']): DeliveryAttempt => ({
    at: start.toISOString(),
    transport,
    outcome,
  })
  it.each<[string, DeliveryAttempt[], string[]]>([
    ['nothing tried yet: both', [], ['email', 'webhook']],
    [
      'the webhook succeeded, the e-mail failed: only the e-mail again',
      [a('webhook', 'sent'), a('email', 'failed')],
      ['email'],
    ],
    ['failed twice, then sent: nothing', [a('email', 'failed'), a('email', 'sent'), a('webhook', 'sent')], []],
    ['an alert is not a delivery', [a('alert', 'sent')], ['email', 'webhook']],
  ])('%s', (_, attempts, owed) => expect(transportsOwed(['email', 'webhook'], attempts)).toEqual(owed))

  it('stores error text on one bounded line', () => {
    expect(attemptError(new Error('connect ECONNREFUSED\n  127.0.0.1:25'))).toBe('connect ECONNREFUSED 127.0.0.1:25')
    expect(attemptError('x'.repeat(900))).toHaveLength(500)
  })
})
