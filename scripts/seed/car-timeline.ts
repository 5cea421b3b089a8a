/**
 * When each car arrived and whether it is in stock, coming soon or sold. Arrivals spread over the
 * last 120 days with some inside the 8-day new-arrival window (stock §9). Sold cars come in runs of
 * consecutive arrivals (stock §4 shows only the first of each run); some sold inside the 3-day
 * listing window, others long before. Pure.
 */
import type { Rng } from './random'
import type { Kind } from './stock-plan'

export const DAY = 86_400_000
const HISTORY_DAYS = 120
const NEW_ARRIVAL_DAYS = 8

export type Slot = { createdAt: number; status: 'in_stock' | 'coming_soon' | 'sold'; soldAt: number | null }

const COMING_SOON: Record<Kind, number> = { new: 0.12, demo: 0.03, used: 0.02, caravan: 0.08 }
const RUN_START = 0.06

export function timeline(rng: Rng, kinds: Kind[], now: number): Slot[] {
  const times = kinds
    .map(
      () =>
        now - (rng.chance(0.1) ? rng.float(0.05, NEW_ARRIVAL_DAYS) : rng.float(NEW_ARRIVAL_DAYS, HISTORY_DAYS)) * DAY,
    )
    .sort((a, b) => a - b)
  const slots: Slot[] = times.map((createdAt, i) => ({
    createdAt,
    status: rng.chance(COMING_SOON[kinds[i]!]) ? 'coming_soon' : 'in_stock',
    soldAt: null,
  }))
  let longestRun = 0
  for (let i = 0; i < slots.length; i++) {
    if (slots[i]!.createdAt > now - 4 * DAY || !rng.chance(RUN_START)) continue
    const length = Math.min(
      rng.weighted([
        [1, 3],
        [2, 4],
        [3, 2],
        [4, 1],
      ] as const),
      slots.length - i,
    )
    markSoldRun(rng, slots, i, length, now)
    longestRun = Math.max(longestRun, length)
    i += length // the car after a run stays unsold, so runs never merge
  }
  // Every dealership with real stock shows at least one run of two (stock §4 collapses it).
  if (longestRun < 2 && slots.length >= 10) markSoldRun(rng, slots, Math.floor(slots.length / 3), 2, now)
  return slots
}

/** Marks slots[start … start+length-1] sold and packs their arrival times within minutes. */
function markSoldRun(rng: Rng, slots: Slot[], start: number, length: number, now: number) {
  const first = slots[start]!.createdAt
  const next = slots[start + length]?.createdAt ?? now
  const gap = Math.min(60_000, (next - first) / (length + 1))
  const recent = rng.chance(0.4) || first > now - 7 * DAY
  for (let k = 0; k < length; k++) {
    const slot = slots[start + k]!
    slot.createdAt = first + k * gap
    slot.status = 'sold'
    slot.soldAt = recent
      ? now - rng.float(0.1, 2.5) * DAY
      : rng.float(Math.min(first + 2 * DAY, now - 5 * DAY), now - 4 * DAY)
  }
}

/** An arrival time between two unsold neighbours, so a fixture never sits inside a sold run. */
export function quietSlotTime(rng: Rng, slots: Slot[], before: number): number {
  const gaps: number[] = []
  for (let i = 0; i + 1 < slots.length; i++) {
    if (slots[i]!.status !== 'sold' && slots[i + 1]!.status !== 'sold' && slots[i + 1]!.createdAt < before) gaps.push(i)
  }
  if (!gaps.length) return before - rng.float(1, 30) * DAY
  const i = rng.pick(gaps)
  return (slots[i]!.createdAt + slots[i + 1]!.createdAt) / 2
}
