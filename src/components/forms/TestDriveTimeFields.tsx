import { type OpeningHours, testDriveSlots } from '@/domain/leads/test-drive-slots'

import { LeadField } from './LeadField'

import styles from './LeadForm.module.css'

type Props = {
  /** the date input's id (the form's preferred_time field, so the error summary links to it) */
  id: string
  /** the location's opening hours; null when the form knows none */
  hours: readonly OpeningHours[] | null
  date: string
  time: string
  error?: string
  onPick: (date: string, time: string) => void
}

/** Today as YYYY-MM-DD in local time (by hand: toLocaleDateString would start ICU while the form hydrates). */
const today = () => {
  const d = new Date()
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The preferred_time value of a chosen date and slot: a local 'YYYY-MM-DDTHH:MM', or '' until both are chosen. */
export const preferredTimeOf = (date: string, time: string) => (date && time ? `${date}T${time}` : '')

/**
 * The test drive's optional date and time (finance §5 "Test drive: the date-time booking and message
 * are optional"): a date, then a time among the slots the location's opening hours give that weekday
 * (testDriveSlots). The same fields on /book-test-drive/ and in the vehicle page's dialog.
 */
export function TestDriveTimeFields({ id, hours, date, time, error, onPick }: Props) {
  const slots = date && hours ? testDriveSlots(hours, new Date(`${date}T12:00`).getDay()) : []
  const hint = !date
    ? undefined
    : !hours?.length
      ? 'We will call you to arrange a time.'
      : !slots.length
        ? 'Closed that day. Please choose another date.'
        : undefined
  return (
    <div className={styles.row}>
      <LeadField id={id} label="Preferred date (optional)" error={error}>
        {(aria) => (
          <input {...aria} type="date" min={today()} value={date} onChange={(e) => onPick(e.target.value, '')} />
        )}
      </LeadField>
      <LeadField id={`${id}-slot`} label="Preferred time (optional)" hint={hint}>
        {(aria) => (
          <select {...aria} value={time} disabled={!slots.length} onChange={(e) => onPick(date, e.target.value)}>
            <option value="">{date ? 'Choose a time' : 'Choose a date first'}</option>
            {slots.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </LeadField>
    </div>
  )
}
