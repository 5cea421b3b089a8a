/** spec: finance §9 "Trade-in guidance: vehicles over 7 years old or 100,000 km generally get no online estimate". */
export const ONLINE_ESTIMATE_MAX_AGE_YEARS = 7
export const ONLINE_ESTIMATE_MAX_KM = 100_000

/**
 * spec: finance §9 "vehicles over 7 years old or 100,000 km generally get no online estimate". The
 * age counts model years: this year's and the seven before it qualify.
 */
export function getsOnlineEstimate({ year, km }: { year: number; km: number }, now: Date): boolean {
  return now.getFullYear() - year <= ONLINE_ESTIMATE_MAX_AGE_YEARS && km <= ONLINE_ESTIMATE_MAX_KM
}
