'use client'

import { useCallback, useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'

import { LeadField } from '@/components/forms/LeadField'
import { useLazyResolver } from '@/components/forms/use-lazy-resolver'
import {
  CODE_SENT_NOTE,
  FINANCE_BACK_LABEL,
  FINANCE_NEXT_LABEL,
  FINANCE_STAGE_INDEX,
  FINANCE_STAGE_NOTES,
  FINANCE_STEP_LABELS,
  FINANCE_SUBMIT_LABEL,
  type FinanceStage,
  HELPER_HINT,
  POSTCODE_PLACEHOLDER,
  SEND_CODE_LABELS,
} from '@/domain/finance/enquiry'
import {
  clampQuotePrice,
  CREDIT_RATING_LABELS,
  CREDIT_RATINGS,
  QUOTE_TERM_MAX,
  QUOTE_TERM_MIN,
} from '@/domain/finance/quote'
import { OPT_IN_DEFAULT } from '@/forms/consent'
import type { FinanceEnquiryInput, FinanceEnquiryValues } from '@/forms/finance-schema'

import { sendCodeTo } from './finance-calls'
import { QuoteFigures } from './QuoteFigures'
import { advanceStep, submitEnquiry } from './submit-enquiry'
import { useInstantQuote } from './use-instant-quote'

import css from './FinanceEnquiry.module.css'
import styles from '@/components/forms/LeadForm.module.css'

export type FinanceEnquiryProps = {
  car: { id: string; year: number | null; vin: string | null; name: string; car_type: string | null } | null
  dealershipSlug: string
  defaultAmount: number
  postcodeRequired: boolean
  /** The site lets a landline have the phone code (the `sms_landlines` site feature). */
  landlines?: boolean
}

const STEP_ONE: (keyof FinanceEnquiryInput)[] = ['amount', 'term', 'selfAssessedCreditScore', 'whoIsHelping']

/**
 * The finance enquiry screen (finance §2, §4, §5): a two-step form split at the name field, with the
 * instant quote and the phone-code check, then the final submit in the spec's order.
 */
export function FinanceEnquiry({
  car,
  dealershipSlug,
  defaultAmount,
  postcodeRequired,
  landlines = false,
}: FinanceEnquiryProps) {
  const id = useId()
  const resolver = useLazyResolver(
    useCallback(
      () => import('@/forms/resolvers').then((m) => m.financeResolver(postcodeRequired, landlines)),
      [postcodeRequired, landlines],
    ),
  )
  const form = useForm<FinanceEnquiryInput, unknown, FinanceEnquiryValues>({
    resolver,
    defaultValues: {
      amount: String(defaultAmount),
      term: 5,
      selfAssessedCreditScore: 'GREAT',
      whoIsHelping: '',
      subscribe: OPT_IN_DEFAULT,
    },
  })
  const { register, handleSubmit, control, trigger, getValues, setValue, formState } = form
  const [step, setStep] = useState<1 | 2>(1)
  const [sendState, setSendState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [sendError, setSendError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Steps 3 and 4 (finance §2): the enquiry being sent and verified, then the way to the lender.
  const [sending, setSending] = useState<'pre_approval' | 'lender' | null>(null)
  const stage: FinanceStage = sending ?? (step === 1 ? 'estimate' : 'details')
  const f = (name: string) => `${id}-${name}`
  const err = (name: keyof FinanceEnquiryInput) => formState.errors[name]?.message as string | undefined

  const [amount, term, rating, helper] = useWatch({
    control,
    name: ['amount', 'term', 'selfAssessedCreditScore', 'whoIsHelping'],
  })
  const { quote, loading } = useInstantQuote({
    purchasePrice: clampQuotePrice(amount),
    loanTerm: Number(term) || 5,
    selfAssessedCreditScore: rating ?? 'GREAT',
    whoIsHelping: helper ?? '',
    car_id: car?.id ?? '',
  })

  const next = async () => {
    const moved = await advanceStep(() => trigger(STEP_ONE))
    if (moved === true) setStep(2)
    else if (moved !== false) setFailure(moved.message)
  }

  const sendCode = async () => {
    setSendError(null)
    if (!(await trigger('phone'))) return // finance §5 "validated before a code is sent"
    setSendState('sending')
    const sent = await sendCodeTo(getValues('phone') ?? '')
    setSendState(sent.ok ? 'sent' : sendState === 'sent' ? 'sent' : 'idle')
    if (!sent.ok) setSendError(sent.fields?.phone ?? sent.message)
  }

  // spec: finance §4 "Final submit order" (submit-enquiry.ts), then the redirect.
  const submit = async (v: FinanceEnquiryValues) => {
    setFailure(null)
    setBusy(true)
    setSending('pre_approval')
    const outcome = await submitEnquiry(v, {
      car,
      dealershipSlug,
      page: { pathname: window.location.pathname, search: window.location.search },
    })
    if (outcome.ok) {
      setSending('lender')
      window.location.assign(outcome.redirectUrl)
    } else fail(outcome.message)
  }
  const fail = (message: string) => {
    setFailure(message)
    setBusy(false)
    setSending(null)
  }

  const amountField = register('amount')
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={step === 1 ? (e) => (e.preventDefault(), void next()) : handleSubmit(submit)}
    >
      <ol className={css.steps} aria-label="Finance application steps">
        {FINANCE_STEP_LABELS.map((label, i) => (
          <li key={label} aria-current={FINANCE_STAGE_INDEX[stage] === i ? 'step' : undefined}>
            {label}
          </li>
        ))}
      </ol>
      {FINANCE_STAGE_NOTES[stage] ? (
        <p role="status" className={css.stageNote}>
          {FINANCE_STAGE_NOTES[stage]}
        </p>
      ) : null}
      <QuoteFigures quote={quote} loading={loading} />
      <div hidden={step !== 1} className={styles.form}>
        <LeadField id={f('amount')} label="Purchase price" required error={err('amount')}>
          {(aria) => (
            <input
              {...aria}
              {...amountField}
              inputMode="numeric"
              autoComplete="off"
              onChange={(e) => {
                e.target.value = e.target.value.replace(/\D/g, '') // finance §5 "digits only"
                void amountField.onChange(e)
              }}
              onBlur={(e) => {
                setValue('amount', String(clampQuotePrice(e.target.value)))
                void amountField.onBlur(e)
              }}
            />
          )}
        </LeadField>
        <LeadField id={f('term')} label={`Loan term: ${term} years`} error={err('term')}>
          {(aria) => (
            <input
              {...aria}
              type="range"
              min={QUOTE_TERM_MIN}
              max={QUOTE_TERM_MAX}
              step={1}
              {...register('term', { valueAsNumber: true })}
            />
          )}
        </LeadField>
        <fieldset className={css.ratings}>
          <legend>Credit rating</legend>
          {CREDIT_RATINGS.map((r) => (
            <label key={r}>
              <input type="radio" value={r} {...register('selfAssessedCreditScore')} /> {CREDIT_RATING_LABELS[r]}
            </label>
          ))}
        </fieldset>
        <LeadField id={f('helper')} label="Who is helping you?" hint={HELPER_HINT}>
          {(aria) => <input {...aria} {...register('whoIsHelping')} placeholder={HELPER_HINT} />}
        </LeadField>
      </div>
      {step === 2 ? (
        <div className={styles.form}>
          <div className={styles.row}>
            <LeadField id={f('name')} label="First name" required error={err('name')}>
              {(aria) => <input {...aria} autoComplete="given-name" {...register('name')} />}
            </LeadField>
            <LeadField id={f('last_name')} label="Last name" error={err('last_name')}>
              {(aria) => <input {...aria} autoComplete="family-name" {...register('last_name')} />}
            </LeadField>
          </div>
          <LeadField id={f('email')} label="Email" required error={err('email')}>
            {(aria) => <input {...aria} type="email" autoComplete="email" {...register('email')} />}
          </LeadField>
          {postcodeRequired ? (
            <LeadField id={f('postcode')} label="Postcode" required error={err('postcode')}>
              {(aria) => (
                <input
                  {...aria}
                  inputMode="numeric"
                  maxLength={4}
                  placeholder={POSTCODE_PLACEHOLDER}
                  {...register('postcode')}
                />
              )}
            </LeadField>
          ) : null}
          <LeadField
            id={f('phone')}
            label="Mobile"
            required
            hint={sendState === 'sent' ? CODE_SENT_NOTE : undefined}
            error={err('phone')}
          >
            {(aria) => (
              <div className={css.inline}>
                <input
                  {...aria}
                  type="tel"
                  autoComplete="tel"
                  readOnly={sendState === 'sent'}
                  aria-disabled={sendState === 'sent' || undefined}
                  {...register('phone')}
                />
                <button
                  type="button"
                  className="button button--ghost"
                  onClick={sendCode}
                  disabled={sendState === 'sending'}
                >
                  {SEND_CODE_LABELS[sendState === 'sending' ? 'sending' : sendState === 'sent' ? 'sent' : 'idle']}
                </button>
              </div>
            )}
          </LeadField>
          <LeadField id={f('code')} label="Verification code" required error={err('code')}>
            {(aria) => (
              <input
                {...aria}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                disabled={sendState !== 'sent'}
                {...register('code')}
              />
            )}
          </LeadField>
          {sendError ? (
            <p role="alert" className={css.alert}>
              {sendError}
            </p>
          ) : null}
          <label className={styles.check}>
            <input type="checkbox" {...register('subscribe')} /> Email me the latest offers and news.
          </label>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className={css.alert}>
          {failure}
        </p>
      ) : null}
      <div className={css.actions}>
        {step === 2 ? (
          <button type="button" className="button button--ghost" onClick={() => setStep(1)}>
            {FINANCE_BACK_LABEL}
          </button>
        ) : null}
        <button type="submit" className="button" disabled={busy} aria-busy={busy || undefined}>
          {step === 1 ? FINANCE_NEXT_LABEL : FINANCE_SUBMIT_LABEL}
        </button>
      </div>
    </form>
  )
}
