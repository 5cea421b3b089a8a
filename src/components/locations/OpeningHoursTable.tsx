import type { WeekRow } from '@/domain/locations/hours'

import styles from './location-details.module.css'

type Props = {
  rows: WeekRow[]
  /** today's weekday there (0 Sunday), marked in the table */
  today?: number
  /** where the 'Enquire Now' closed text links (stock §8) */
  enquireHref: string
  caption: string
  compact?: boolean
}

/** The opening-hours table, Monday to Sunday (finance §2), with the site's closed text (stock §8). */
export function OpeningHoursTable({ rows, today, enquireHref, caption, compact = false }: Props) {
  return (
    <table className={compact ? `${styles.hours} ${styles.compact}` : styles.hours}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.weekday} aria-current={row.weekday === today ? 'date' : undefined}>
            <th scope="row">{row.day}</th>
            <td>{row.enquire ? <a href={enquireHref}>{row.text}</a> : row.text}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
