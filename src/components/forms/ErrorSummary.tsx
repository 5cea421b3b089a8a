import { LEAD_ERROR_SUMMARY } from '@/forms/lead-messages'

import styles from './LeadForm.module.css'

type Props = {
  /** shown only after a submit (or a step's Next) */
  show: boolean
  items: { id: string; label: string; message: string }[]
  /** the alert of a failed submission (finance §8), or a step's failure */
  failure: string | null
}

/**
 * spec: finance §8 "Form-level list: 'Please fix the following errors:' followed by the messages; plus
 * an alert with the message text." Each item links to its field. Always rendered, so a screen reader
 * announces it when it fills.
 */
export function ErrorSummary({ show, items, failure }: Props) {
  const visible = show && (items.length > 0 || Boolean(failure))
  return (
    <div role="alert" className={visible ? styles.summary : undefined}>
      {visible && items.length > 0 ? (
        <>
          <p className={styles.summaryTitle}>{LEAD_ERROR_SUMMARY}</p>
          <ul>
            {items.map((item) => (
              <li key={item.id}>
                <a href={`#${item.id}`}>{item.label}</a>: {item.message}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {visible && failure ? <p>{failure}</p> : null}
    </div>
  )
}
