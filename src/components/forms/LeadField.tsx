import type { ReactNode } from 'react'

import styles from './LeadForm.module.css'

/** The accessibility attributes an input needs to be tied to its label, hint and error. */
export type FieldAria = {
  id: string
  'aria-invalid': boolean
  'aria-describedby'?: string
  'aria-required'?: boolean
}

type Props = {
  id: string
  label: string
  required?: boolean
  hint?: string
  error?: string
  children: (aria: FieldAria) => ReactNode
}

/** A labelled field with its inline error (linked by aria-describedby) under the input. */
export function LeadField({ id, label, required, hint, error, children }: Props) {
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
