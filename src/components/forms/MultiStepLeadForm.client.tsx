'use client'

import { type ReactNode, useEffect, useRef, useState } from 'react'

import { ErrorSummary } from './ErrorSummary'
import { SubmitButton } from './SubmitButton'
import type { FieldName, useLeadForm } from './use-lead-form'

import styles from './LeadForm.module.css'

export type LeadStep = {
  title: string
  /** the fields this step checks before moving on */
  fields: FieldName[]
  content: ReactNode
  /** runs after the step's fields are valid, before the next step shows (e.g. a valuation) */
  onNext?: () => Promise<void>
}

type Props = { lead: ReturnType<typeof useLeadForm>; steps: LeadStep[]; submitLabel: string; label: string }

/**
 * spec: finance §4 "Multi-step lead form: steps advance until the last, which submits; on success
 * with a lead_id it goes to /success; otherwise the error or 'An unexpected error occured' is shown."
 * Each Next checks only its step's fields; a server field error sends the shopper back to its step.
 */
export function MultiStepLeadForm({ lead, steps, submitLabel, label }: Props) {
  const [index, setIndex] = useState(0)
  const [tried, setTried] = useState(false)
  const [advancing, setAdvancing] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const [moved, setMoved] = useState(false)
  // A new step opens at its top, its heading focused: the Next button sat at the bottom of the last
  // step, so the page stayed scrolled there and the trade-in's valuation above went unseen.
  useEffect(() => {
    if (!moved) return
    heading.current?.scrollIntoView({ block: 'start' })
    heading.current?.focus({ preventScroll: true })
  }, [index, moved])
  const go = (to: number) => {
    setMoved(true)
    setIndex(to)
  }
  const { form, summary, failure, setFailure, send, busy } = lead
  const step = steps[index]!
  const last = index === steps.length - 1

  const next = async () => {
    setTried(true)
    if (!(await form.trigger(step.fields, { shouldFocus: true }))) return
    setTried(false)
    setAdvancing(true)
    try {
      await step.onNext?.()
    } finally {
      setAdvancing(false)
    }
    setFailure(null)
    go(index + 1)
  }

  const submit = form.handleSubmit(
    async (values) => {
      const result = await send(values, 'step')
      if (!result.ok) {
        const back = steps.findIndex((s) => s.fields.some((f) => f in result.fields))
        if (back >= 0 && back < index) go(back)
      }
    },
    () => setTried(true),
  )

  return (
    <form
      className={styles.form}
      noValidate
      aria-label={label}
      aria-busy={busy || advancing}
      onSubmit={last ? submit : (e) => (e.preventDefault(), void next())}
    >
      <ol className={styles.steps}>
        {steps.map((s, i) => (
          <li key={s.title} aria-current={i === index ? 'step' : undefined}>
            {i + 1}. {s.title}
          </li>
        ))}
      </ol>
      <ErrorSummary
        show={tried || Boolean(failure)}
        items={summary.filter((item) => step.fields.some((f) => item.id.endsWith(`-${f}`)))}
        failure={failure}
      />
      <h2 ref={heading} tabIndex={-1} className={styles.stepHeading}>
        {step.title}
      </h2>
      {step.content}
      <div className={styles.actions}>
        {index > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => go(index - 1)} disabled={busy}>
            Back
          </button>
        ) : null}
        {last ? (
          <SubmitButton busy={busy} label={submitLabel} />
        ) : (
          <button type="submit" className={`button ${styles.submit}`} disabled={advancing}>
            {advancing ? 'Checking…' : 'Next'}
          </button>
        )}
      </div>
    </form>
  )
}
