'use client'

import { Fragment, type ReactNode, useCallback, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { answerFields } from '@/forms/custom-form-fields'
import type { CustomFormField, CustomFormValues } from '@/forms/custom-form-schema'

import { ErrorSummary } from './ErrorSummary'
import { currentLeadAttributes } from './lead-attributes'
import { LeadField } from './LeadField'
import { postLead } from './submit-lead'
import { SubmitButton } from './SubmitButton'
import { useLazyResolver } from './use-lazy-resolver'

import styles from './LeadForm.module.css'

type Props = {
  slug: string
  fields: CustomFormField[]
  /** the form's message blocks, rendered on the server, by their place in `fields` */
  notes: Record<number, ReactNode>
  submitLabel: string
}

/**
 * A staff-defined form (docs/features/leads.md "Staff-defined forms"): the form builder's fields drawn with the
 * lead forms' own parts (LeadField, ErrorSummary, SubmitButton), checked with the schema the server
 * uses, sent to POST /api/custom-forms/{slug}; success goes to /success like every lead form.
 */
export function CustomForm({ slug, fields, notes, submitLabel }: Props) {
  const id = useId()
  const resolver = useLazyResolver(
    useCallback(() => import('@/forms/resolvers').then((m) => m.customFormResolver(fields)), [fields]),
  )
  const answerable = answerFields(fields)
  const form = useForm<CustomFormValues>({
    resolver,
    defaultValues: Object.fromEntries(answerable.map((f) => [f.name, f.defaultValue])),
  })
  const { register, handleSubmit, formState, setError } = form
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)

  const fieldId = (name: string) => `${id}-${name}`
  const messageOf = (name: string) => formState.errors[name]?.message as string | undefined
  const summary = answerable
    .filter((f) => messageOf(f.name))
    .map((f) => ({ id: fieldId(f.name), label: f.label, message: messageOf(f.name)! }))

  const send = async (values: CustomFormValues) => {
    setFailure(null)
    const result = await postLead(
      'custom-form',
      { ...values, lead_attributes: currentLeadAttributes() },
      { params: { slug } },
    )
    if (result.ok) {
      setSent(true)
      window.location.assign(result.redirect)
      return
    }
    const known = new Set(answerable.map((f) => f.name))
    const onFields = Object.entries(result.fields).filter(([n]) => known.has(n))
    for (const [n, message] of onFields) setError(n, { type: 'server', message })
    if (!onFields.length) setFailure(result.message)
  }

  const control = (field: (typeof answerable)[number]) => {
    const props = { ...register(field.name) }
    if (field.type === 'checkbox')
      return (
        <div>
          <label className={styles.check}>
            <input
              type="checkbox"
              id={fieldId(field.name)}
              aria-invalid={Boolean(messageOf(field.name))}
              aria-describedby={messageOf(field.name) ? `${fieldId(field.name)}-error` : undefined}
              {...props}
            />
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          {messageOf(field.name) ? (
            <p id={`${fieldId(field.name)}-error`} className={styles.error}>
              {messageOf(field.name)}
            </p>
          ) : null}
        </div>
      )
    return (
      <LeadField id={fieldId(field.name)} label={field.label} required={field.required} error={messageOf(field.name)}>
        {(aria) =>
          field.type === 'textarea' ? (
            <textarea {...aria} {...props} rows={4} />
          ) : field.type === 'select' ? (
            <select {...aria} {...props}>
              <option value="">Choose…</option>
              {field.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              {...aria}
              {...props}
              type={field.type === 'email' ? 'email' : 'text'}
              inputMode={field.type === 'number' ? 'decimal' : undefined}
              autoComplete={field.type === 'email' ? 'email' : undefined}
            />
          )
        }
      </LeadField>
    )
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit(send)} aria-busy={formState.isSubmitting || sent}>
      <ErrorSummary show={formState.submitCount > 0} items={summary} failure={failure} />
      {fields.map((field, i) => (
        <Fragment key={field.type === 'message' ? `note-${i}` : field.name}>
          {field.type === 'message' ? notes[i] : control(field)}
        </Fragment>
      ))}
      <SubmitButton busy={formState.isSubmitting || sent} label={submitLabel} />
    </form>
  )
}
