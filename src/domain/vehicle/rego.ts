import { DISPLAY_TIME_ZONE, formatDate } from '@/domain/text/date'
import { dateTimeFormat } from '@/domain/text/intl'

/** spec: stock §5 "Rego expiry text: 'Expires on {date}'; on certain sites 'Unregistered' if past". */
export const REGO_EXPIRES_PREFIX = 'Expires on'
export const REGO_UNREGISTERED = 'Unregistered'

/** The calendar day of an instant in the display zone, as 'yyyy-MM-dd' (sortable). */
const dayKey = (date: Date, timeZone: string) =>
  dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(date)

/**
 * spec: stock §5 "Rego expiry text: 'Expires on {date}'; on certain sites 'Unregistered' if past;
 * otherwise hidden." A rego expiring today still counts as current. Days are compared on the
 * display calendar (src/domain/text/date.ts). No or invalid date → null (hidden).
 */
export function regoExpiryText(
  expiry: string | Date | null | undefined,
  opts: { now: Date; showUnregistered: boolean; timeZone?: string },
): string | null {
  if (expiry == null || expiry === '') return null
  const date = expiry instanceof Date ? expiry : new Date(expiry)
  if (Number.isNaN(date.getTime())) return null
  const timeZone = opts.timeZone ?? DISPLAY_TIME_ZONE
  if (dayKey(date, timeZone) >= dayKey(opts.now, timeZone))
    return `${REGO_EXPIRES_PREFIX} ${formatDate(date, timeZone)}`
  return opts.showUnregistered ? REGO_UNREGISTERED : null
}
