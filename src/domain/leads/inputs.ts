import { groupThousands } from '@/domain/text/number'

/**
 * spec: finance §5 "Money input: dollar prefix, thousands separators, quick-pick buttons of $5,000 to
 * $70,000 (9 values) or $300,000 to $800,000 for a certain configuration. Kilometre input: suffix
 * ' kms' with quick-picks." The spec gives the ends and the count; the steps between are ours.
 */
export const MONEY_QUICK_PICKS = [5_000, 10_000, 15_000, 20_000, 25_000, 30_000, 40_000, 50_000, 70_000] as const
export const MONEY_QUICK_PICKS_HIGH = [
  300_000, 350_000, 400_000, 450_000, 500_000, 550_000, 600_000, 700_000, 800_000,
] as const
export const KM_QUICK_PICKS = [20_000, 50_000, 80_000, 100_000, 150_000] as const
export const KM_SUFFIX = ' kms'

/** The digits of what was typed ('$12,500' → '12500'); at most 9 digits. */
export const inputDigits = (raw: string) =>
  raw
    .replace(/\D/g, '')
    .replace(/^0+(?=\d)/, '')
    .slice(0, 9)

/** Digits with thousands separators, as the money and km inputs show them ('12500' → '12,500'). */
export const withThousands = (digits: string) => (digits ? groupThousands(Number(digits)) : '')

/**
 * Which quick picks a money input about an amount offers: the high set (finance §5 "or $300,000 to
 * $800,000 for a certain configuration") once the amount is at or past its first pick. Ours: the
 * spec does not name the configuration.
 */
export const usesHighMoneyPicks = (amount: number | null | undefined) => (amount ?? 0) >= MONEY_QUICK_PICKS_HIGH[0]
