'use client'

import { useRef } from 'react'

import type { HolidayRow } from '@/domain/locations/special-hours'

import details from './location-details.module.css'
import styles from './locations.module.css'

/**
 * The holiday-hours dialog (finance §2): a native modal <dialog>, so Escape closes it, the page behind
 * is inert and focus returns to the button. Rows are only this location's current and future entries.
 */
export function HolidayHoursDialog({ rows, id }: { rows: HolidayRow[]; id: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  return (
    <>
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        Holiday hours
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-labelledby={`${id}-title`}>
        <div className={styles.dialogHead}>
          <h2 id={`${id}-title`}>Holiday hours</h2>
          <button type="button" className="button button--small" autoFocus onClick={() => dialog.current?.close()}>
            Close
          </button>
        </div>
        <table className={details.hours}>
          <caption className="visually-hidden">Holiday hours</caption>
          <tbody>
            {rows.map((r) => (
              <tr key={r.date}>
                <th scope="row">
                  {r.day} {r.dateText}
                </th>
                <td>{r.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </dialog>
    </>
  )
}
