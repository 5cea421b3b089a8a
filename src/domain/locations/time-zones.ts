import type { AuState } from './postcode'

/**
 * Each location keeps its own IANA time zone, since locations span AEST, ACST and AWST (docs/features/locations.md
 * "Hours and time zones"). The zone of a state's capital is the default when staff leave it empty;
 * Broken Hill (NSW, on ACST) is why it is stored rather than derived.
 */
export const AU_TIME_ZONES = [
  'Australia/Sydney',
  'Australia/Melbourne',
  'Australia/Brisbane',
  'Australia/Hobart',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Perth',
  'Australia/Broken_Hill',
] as const
export type AuTimeZone = (typeof AU_TIME_ZONES)[number]

const BY_STATE: Record<AuState, AuTimeZone> = {
  nsw: 'Australia/Sydney',
  act: 'Australia/Sydney',
  vic: 'Australia/Melbourne',
  tas: 'Australia/Hobart',
  qld: 'Australia/Brisbane',
  sa: 'Australia/Adelaide',
  nt: 'Australia/Darwin',
  wa: 'Australia/Perth',
}

/** spec: finance §9 "default state 'qld'": a location with no state reads Brisbane time. */
export const DEFAULT_TIME_ZONE: AuTimeZone = BY_STATE.qld

export const isAuTimeZone = (value: unknown): value is AuTimeZone => AU_TIME_ZONES.includes(value as AuTimeZone)

/** The zone of a state (any case), or null for an unknown state. */
export function timeZoneForState(state: unknown): AuTimeZone | null {
  if (typeof state !== 'string') return null
  const key = state.trim().toLowerCase() as AuState
  return BY_STATE[key] ?? null
}

/** The location's stored zone, else its state's, else the default state's. */
export const locationTimeZone = (location: { time_zone?: string | null; state?: string | null }): AuTimeZone =>
  isAuTimeZone(location.time_zone) ? location.time_zone : (timeZoneForState(location.state) ?? DEFAULT_TIME_ZONE)
