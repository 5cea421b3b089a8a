import type { InputHTMLAttributes } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'

import { LEAD_LIMITS } from '@/domain/leads/extras'
import { LEAD_REGO_PLACEHOLDER } from '@/forms/lead-messages'

import { LeadField } from './LeadField'

import styles from './LeadForm.module.css'

/** A form field as the lead forms hand it on: its element id, its registration and its message. */
export type RegisteredField = { id: string; field: UseFormRegisterReturn; error?: string }

type InputProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'maxLength' | 'inputMode' | 'placeholder' | 'autoCapitalize' | 'min'
>

type Props = RegisteredField & InputProps & { label: string; required?: boolean; hint?: string }

/** A labelled text input of a lead form (LeadField: label, hint and inline error tied by aria). */
export function TextField({ id, field, error, label, required, hint, type = 'text', ...input }: Props) {
  return (
    <LeadField id={id} label={label} required={required} hint={hint} error={error}>
      {(aria) => <input {...aria} {...field} type={type} {...input} />}
    </LeadField>
  )
}

/** First name (required) and last name side by side, as every lead form asks them. */
export function NameRow({ first, last }: { first: RegisteredField; last: RegisteredField }) {
  return (
    <div className={styles.row}>
      <TextField {...first} label="First name" autoComplete="given-name" required />
      <TextField {...last} label="Last name" autoComplete="family-name" />
    </div>
  )
}

/** The optional rego of a vehicle-page or service lead (finance §5). */
export function RegoField(props: RegisteredField) {
  return (
    <TextField
      {...props}
      label="Rego (optional)"
      placeholder={LEAD_REGO_PLACEHOLDER}
      maxLength={LEAD_LIMITS.rego}
      autoCapitalize="characters"
    />
  )
}

/** Name, e-mail, then phone and postcode side by side: the contact part of the enquiry forms. */
export function ContactFields(f: Record<'name' | 'lastName' | 'email' | 'phone' | 'postcode', RegisteredField>) {
  return (
    <>
      <NameRow first={f.name} last={f.lastName} />
      <TextField {...f.email} label="Email" type="email" autoComplete="email" required />
      <div className={styles.row}>
        <TextField {...f.phone} label="Phone" type="tel" autoComplete="tel" required />
        <TextField {...f.postcode} label="Postcode" inputMode="numeric" maxLength={4} autoComplete="postal-code" />
      </div>
    </>
  )
}

/** The message box of a lead form. */
export function MessageField({ label, required, ...f }: RegisteredField & { label: string; required?: boolean }) {
  return (
    <LeadField id={f.id} label={label} required={required} error={f.error}>
      {(aria) => <textarea {...aria} {...f.field} rows={4} />}
    </LeadField>
  )
}
