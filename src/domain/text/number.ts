// en-AU whole numbers, written by hand rather than with Intl.NumberFormat: in Chrome the first
// Intl.NumberFormat of a page loads ICU's locale data, about 20 ms of main thread (80 ms under
// Lighthouse's 4x mobile throttle), and the price slider, calculators and counters format while
// they hydrate. tests/unit/pricing.test.ts holds these functions to Intl.NumberFormat('en-AU').

/** Whole numbers with comma thousands, as prices and counts are shown (stock §9 "comma thousands"). */
export const groupThousands = (n: number): string => {
  if (!Number.isFinite(n)) return String(n)
  const whole = Math.round(n)
  const digits = String(Math.abs(whole)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return whole < 0 ? `-${digits}` : digits // Math.round(-0.3) is -0: '0', never '-0'
}

/** Kilometres on a card: '29,019 km'. */
export const formatKm = (km: number | null | undefined): string | null =>
  km == null ? null : `${groupThousands(km)} km`
