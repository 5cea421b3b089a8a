// 'negative': -0.3 rounds to '0', not '-0'.
const WHOLE = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0, signDisplay: 'negative' })

/** Whole numbers with comma thousands, as prices and counts are shown (stock §9 "comma thousands"). */
export const groupThousands = (n: number): string => (Number.isFinite(n) ? WHOLE.format(Math.round(n)) : String(n))

/** Kilometres on a card: '29,019 km'. */
export const formatKm = (km: number | null | undefined): string | null =>
  km == null ? null : `${groupThousands(km)} km`
