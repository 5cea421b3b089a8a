/**
 * How often a dealership's stock feed runs (docs/features/stock-feeds.md): every 15 minutes to
 * daily, as staff choose on Dealerships → Stock feed.
 */
export const FEED_SCHEDULES = [
  { value: '15m', label: 'Every 15 minutes', minutes: 15 },
  { value: '30m', label: 'Every 30 minutes', minutes: 30 },
  { value: '1h', label: 'Every hour', minutes: 60 },
  { value: '6h', label: 'Every 6 hours', minutes: 360 },
  { value: '24h', label: 'Daily', minutes: 1440 },
] as const

export type FeedSchedule = (typeof FEED_SCHEDULES)[number]['value']

export const DEFAULT_FEED_SCHEDULE: FeedSchedule = '1h'

/** A full feed listing fewer cars than this share of the last applied run waits for a person. */
export const DEFAULT_SHRINK_GUARD_PERCENT = 50
/** A feed whose file has not changed for this long is stale: the dealership's staff hear of it. */
export const DEFAULT_STALE_HOURS = 48

export const scheduleMinutes = (schedule: string | null | undefined): number =>
  FEED_SCHEDULES.find((s) => s.value === schedule)?.minutes ?? 60

/** Whether a scheduled run is due: never run, or the schedule's interval has passed since the last start. */
export function isFeedDue(lastStartedAt: Date | null, schedule: string | null | undefined, now: Date): boolean {
  if (!lastStartedAt) return true
  // A minute's slack: the scheduler itself ticks once a minute, so a 15-minute feed runs every 15, not 16.
  return now.getTime() - lastStartedAt.getTime() >= (scheduleMinutes(schedule) - 1) * 60_000
}

/**
 * The shrink guard (docs/features/stock-feeds.md "Alerts"): a full feed that suddenly
 * lists far fewer cars than the last run applied is more likely a broken export than a sell-out, so
 * it is not applied as a full feed until a person confirms. Answers the reason, or null.
 */
export function shrinkGuard(
  cars: number,
  lastApplied: number | null,
  percent: number | null | undefined = DEFAULT_SHRINK_GUARD_PERCENT,
): string | null {
  const share = percent ?? DEFAULT_SHRINK_GUARD_PERCENT
  if (!lastApplied || share <= 0) return null
  if (cars * 100 >= lastApplied * share) return null
  return `The feed lists ${cars} cars, under ${share}% of the ${lastApplied} of the last run. Nothing was applied: confirm to apply it as the full stock list.`
}

/** Stale: the file has not changed for longer than the dealership's setting (hours). */
export function isFeedStale(lastChangedAt: Date | null, staleHours: number | null | undefined, now: Date): boolean {
  const hours = staleHours ?? DEFAULT_STALE_HOURS
  if (!lastChangedAt || hours <= 0) return false
  return now.getTime() - lastChangedAt.getTime() > hours * 3_600_000
}
