import { dateTimeFormat } from './intl'

/** spec: stock §9 / finance §9 "Date format dd/MM/yyyy." */
export const DISPLAY_DATE_PATTERN = 'dd/MM/yyyy'
/** The admin's date and time fields, in the same Australian order (date-fns pattern). */
export const ADMIN_DATE_TIME_FORMAT = 'dd/MM/yyyy HH:mm'
/**
 * Dates are shown on the Australian calendar day. The spec names no zone; Brisbane is used
 * because it has no daylight saving and the spec's other day-based rule counts the Brisbane day
 * (finance §9 sales counter). Pass a site's own zone when it differs.
 */
export const DISPLAY_TIME_ZONE = 'Australia/Brisbane'

/**
 * A date as dd/MM/yyyy (spec: stock §9). Accepts a Date, an ISO string or epoch milliseconds.
 * Missing or invalid input gives ''.
 */
export function formatDate(value: DateInput, timeZone = DISPLAY_TIME_ZONE): string {
  const part = partsOf(value, timeZone)
  return part ? `${part('day')}/${part('month')}/${part('year')}` : ''
}

/**
 * A date and 24-hour time as dd/MM/yyyy HH:mm, e.g. when a lead came in (docs/staff-guide.md "Labels and list
 * columns").
 */
export function formatDateTime(value: DateInput, timeZone = DISPLAY_TIME_ZONE): string {
  const part = partsOf(value, timeZone)
  return part ? `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}` : ''
}

type DateInput = Date | string | number | null | undefined

function partsOf(value: DateInput, timeZone: string) {
  if (value == null || value === '') return null
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return null
  const parts = dateTimeFormat('en-AU', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date)
  return (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? ''
}
