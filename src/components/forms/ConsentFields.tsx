import type { UseFormRegisterReturn } from 'react-hook-form'

import { TermsCheckbox } from './TermsCheckbox'
import type { RegisteredField } from './TextField'

import styles from './LeadForm.module.css'

type Props = {
  optIn: UseFormRegisterReturn
  optInLabel: string
  /** The terms checkbox, when the site asks for it (finance §5). */
  terms: RegisteredField | null
  privacyHref: string
  termsHref: string
}

/** The marketing opt-in and, where the site asks for it, the terms checkbox, at the foot of a lead form. */
export function ConsentFields({ optIn, optInLabel, terms, privacyHref, termsHref }: Props) {
  return (
    <>
      <label className={styles.check}>
        <input type="checkbox" {...optIn} />
        {optInLabel}
      </label>
      {terms ? <TermsCheckbox {...terms} privacyHref={privacyHref} termsHref={termsHref} /> : null}
    </>
  )
}
