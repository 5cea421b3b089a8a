/**
 * spec: none; docs/staff-guide.md "The admin for dealer staff", stock health: a car in stock longer than this is
 * 'old stock'.
 */
export const OLD_STOCK_DAYS = 60

/** Brisbane has no daylight saving (src/domain/text/date.ts): the staff day is UTC+10. */
const OFFSET_MS = 10 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Brisbane calendar day holding `at`, as a count of days since 1 January 1970. */
export const staffDayNumber = (at: Date) => Math.floor((at.getTime() + OFFSET_MS) / DAY_MS)

/** The start of the Brisbane day holding `now`, and of its week (Monday). */
export function dayAndWeekStart(now: Date): { today: Date; week: Date } {
  const day = staffDayNumber(now) * DAY_MS
  const weekday = (new Date(day).getUTCDay() + 6) % 7 // Monday 0
  return { today: new Date(day - OFFSET_MS), week: new Date(day - weekday * DAY_MS - OFFSET_MS) }
}

export type LeadLike = { type: string; delivery_status?: string | null; createdAt: string }
export type LeadTally = { total: number; byKind: Record<string, number>; byDelivery: Record<string, number> }

const tally = (leads: LeadLike[]): LeadTally => {
  const t: LeadTally = { total: leads.length, byKind: {}, byDelivery: {} }
  for (const l of leads) {
    t.byKind[l.type] = (t.byKind[l.type] ?? 0) + 1
    const d = l.delivery_status ?? 'pending'
    t.byDelivery[d] = (t.byDelivery[d] ?? 0) + 1
  }
  return t
}

/** Today's and this week's leads by kind and by delivery state (the dashboard's morning question). */
export function summariseLeads(leads: LeadLike[], now: Date): { today: LeadTally; week: LeadTally } {
  const { today, week } = dayAndWeekStart(now)
  const since = (d: Date) => leads.filter((l) => new Date(l.createdAt) >= d)
  return { today: tally(since(today)), week: tally(since(week)) }
}
