import type { UseFormRegisterReturn } from 'react-hook-form'

import styles from './LeadForm.module.css'

type Props = { id: string; field: UseFormRegisterReturn; error?: string; privacyHref: string; termsHref: string }

/** spec: finance §5 "The disclaimer checkbox is required, message '*You must agree to the terms of use before submitting.', linking to the privacy policy and terms." */
export function TermsCheckbox({ id, field, error, privacyHref, termsHref }: Props) {
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          type="checkbox"
          id={id}
          {...field}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        I agree to the terms of use.
      </label>
      <p className={styles.hint}>
        Read our <a href={privacyHref}>privacy policy</a> and <a href={termsHref}>terms and conditions</a>.
      </p>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
