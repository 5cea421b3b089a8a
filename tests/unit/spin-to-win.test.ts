import { describe, expect, it } from 'vitest'

import { campaignIsOpen, drawPrize, type Prize, prizeOdds, spinKey } from '@/domain/promo/spin-to-win'

import { createRng } from '../../scripts/seed/random'

// docs/features/accounts.md "Shopper accounts and gating", "Spin to Win": /spin-to-win (gated by setting), a
// staff-configured prize wheel for a campaign (prizes and odds in the admin), one spin per account
// per campaign, the result stored as a lead.
const wheel: Prize[] = [
  { label: 'Free detail', weight: 1 },
  { label: '$50 fuel card', weight: 3 },
  { label: 'Never', weight: 0 },
  { label: 'Better luck next time', weight: 6, no_prize: true },
]

describe('drawPrize: weighted by the odds staff set, from an injected random source', () => {
  it.each([
    // [random, index]: total weight 10; slices [0,1) detail, [1,4) fuel, [4,10) no prize
    [0, 0],
    [0.0999, 0],
    [0.1, 1],
    [0.3999, 1],
    [0.4, 3],
    [0.9999999, 3],
    [1, 3], // a source that breaks its [0,1) promise still lands on a slice
    [-0.5, 0],
  ])('random %s → prize %s (a weight-0 prize is never drawn)', (r, index) => {
    expect(drawPrize(wheel, () => r)).toBe(index)
  })

  it.each([
    [[] as Prize[]],
    [[{ label: 'Zero', weight: 0 }]],
    [[{ label: 'Negative', weight: -3 }]],
    [[{ label: 'NaN', weight: Number.NaN }]],
  ])('nothing drawable → null (%j)', (prizes) => {
    expect(drawPrize(prizes, () => 0.5)).toBeNull()
  })

  it('over many draws the frequencies follow the weights', () => {
    const random = createRng(7).next
    const counts = [0, 0, 0, 0]
    for (let i = 0; i < 20_000; i++) counts[drawPrize(wheel, random)!]!++
    expect(counts[2]).toBe(0)
    expect(counts[0]! / 20_000).toBeCloseTo(0.1, 1)
    expect(counts[1]! / 20_000).toBeCloseTo(0.3, 1)
    expect(counts[3]! / 20_000).toBeCloseTo(0.6, 1)
  })
})

it('prizeOdds: whole percent of the total weight', () => {
  expect(prizeOdds(wheel)).toEqual([10, 30, 0, 60])
  expect(prizeOdds([{ label: 'x', weight: 0 }])).toEqual([0])
})

describe('campaignIsOpen', () => {
  const now = new Date('2026-11-27T10:00:00Z')
  it.each([
    [{ active: true, prizes: wheel }, true],
    [{ active: false, prizes: wheel }, false],
    [{ active: true, prizes: [] }, false],
    [{ active: true, prizes: [{ label: 'Zero', weight: 0 }] }, false],
    [{ active: true, prizes: wheel, starts_at: '2026-11-28T00:00:00Z' }, false],
    [{ active: true, prizes: wheel, starts_at: '2026-11-27T09:00:00Z' }, true],
    [{ active: true, prizes: wheel, ends_at: '2026-11-27T10:00:00Z' }, false],
    [{ active: true, prizes: wheel, ends_at: '2026-11-30T00:00:00Z' }, true],
  ])('%j → %s', (campaign, open) => expect(campaignIsOpen(campaign, now)).toBe(open))
})

it('spinKey: one key per campaign and shopper', () => {
  expect(spinKey(3, 9)).toBe('3:9')
  expect(spinKey(3, 9)).not.toBe(spinKey(9, 3))
})
