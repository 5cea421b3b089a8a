import { LEAD_SUBMITTING_LABEL } from '@/forms/lead-messages'

import styles from './LeadForm.module.css'

/** spec: finance §4 "Submit: submitting (spinner, disabled)". */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  return (
    <>
      <p role="status" className="visually-hidden">
        {busy ? 'Sending your enquiry…' : ''}
      </p>
      <button type="submit" className={`button ${styles.submit}`} disabled={busy}>
        {busy ? (
          <>
            <span className={styles.spinner} aria-hidden="true" />
            {LEAD_SUBMITTING_LABEL}
          </>
        ) : (
          label
        )}
      </button>
    </>
  )
}
