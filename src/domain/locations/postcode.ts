/** Australian states and territories, as stored (lower-case) and shown (upper-case). */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'ACT', 'NT'] as const
export type AuState = Lowercase<(typeof AU_STATES)[number]>

/** Australian postcodes are exactly four digits (0200-9999; NT uses 08xx). */
export const isAustralianPostcode = (value: string) => /^\d{4}$/.test(value.trim())
