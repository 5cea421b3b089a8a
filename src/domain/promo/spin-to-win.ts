/**
 * Spin to Win (finance §2 "/spin-to-win", §6 "spin-to-win … (depending on site settings)"; docs/features/accounts.md
 * "Shopper accounts and gating": a staff-configured prize wheel for a campaign, prizes and odds in
 * the admin, one spin per account per campaign, the result stored as a lead). The spec names only
 * the page and its gate; the wheel, odds as weights and the campaign window are ours, as a dealer
 * running a promotion would expect. Pure: no I/O; the random source is handed in.
 */

/** One slice of the wheel: what the shopper wins, and its weight (odds = weight / total weight). */
export type Prize = { label: string; weight: number; /** a 'Better luck next time' slice */ no_prize?: boolean | null }

export type Campaign = {
  active?: boolean | null
  starts_at?: string | null
  ends_at?: string | null
  prizes?: readonly Prize[] | null
}

/** The most slices a wheel may have; a dozen is already hard to read on a phone. */
export const MAX_PRIZES = 12

/** A weight counts only when it is a positive, finite number. */
const usable = (p: Prize) => Number.isFinite(p.weight) && p.weight > 0

/**
 * The prize a spin lands on: weighted by each prize's weight, from `random()` in [0, 1). Prizes of
 * weight 0 (or less) are never drawn. Null when no prize can be drawn (nothing to spin for).
 */
export function drawPrize(prizes: readonly Prize[], random: () => number): number | null {
  const total = prizes.reduce((sum, p) => sum + (usable(p) ? p.weight : 0), 0)
  if (total <= 0) return null
  const r = Math.min(Math.max(random(), 0), 1 - Number.EPSILON)
  let at = r * total
  for (const [i, prize] of prizes.entries()) {
    if (!usable(prize)) continue
    if (at < prize.weight) return i
    at -= prize.weight
  }
  // Rounding left `at` a hair past the last slice: the last drawable prize.
  const last = prizes.findLastIndex((prize) => usable(prize))
  return last >= 0 ? last : null
}

/** Each prize's chance in whole percent, for the wheel's legend (terms of a trade promotion show odds). */
export function prizeOdds(prizes: readonly Prize[]): number[] {
  const total = prizes.reduce((sum, p) => sum + (usable(p) ? p.weight : 0), 0)
  return prizes.map((p) => (total > 0 && usable(p) ? Math.round((p.weight / total) * 100) : 0))
}

/** Whether the campaign takes spins now: switched on, inside its window, and with a prize to draw. */
export function campaignIsOpen(campaign: Campaign, now: Date): boolean {
  if (!campaign.active) return false
  if (campaign.starts_at && new Date(campaign.starts_at).getTime() > now.getTime()) return false
  if (campaign.ends_at && new Date(campaign.ends_at).getTime() <= now.getTime()) return false
  return (campaign.prizes ?? []).some(usable)
}

/** The key that makes one spin per shopper per campaign (a unique index on spins). */
export const spinKey = (campaignId: number | string, customerId: number | string) => `${campaignId}:${customerId}`

/** Lead wording (the dealer's inbox reads category and subcategory). */
export const SPIN_LEAD_CATEGORY = 'Spin to Win'

export const SPIN_MESSAGES = {
  signIn: 'Please sign in to spin the wheel.',
  closed: 'This promotion is not running right now.',
  already: 'You have already spun the wheel for this promotion.',
  failed: 'We could not spin the wheel just now. Please try again in a moment.',
} as const
