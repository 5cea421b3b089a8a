'use client'

import { useState } from 'react'
import { Controller } from 'react-hook-form'

import { KmInput } from '@/components/forms/AmountInput'
import { ConsentFields } from '@/components/forms/ConsentFields'
import { LeadField } from '@/components/forms/LeadField'
import { MultiStepLeadForm } from '@/components/forms/MultiStepLeadForm.client'
import { NameRow, TextField } from '@/components/forms/TextField'
import { type FieldName, useLeadForm } from '@/components/forms/use-lead-form'
import { formatPrice } from '@/domain/pricing/format'
import { ADJUSTMENT_QUESTIONS, REGO_STATES, type Valuation } from '@/domain/trade-in/valuation'
import { LEAD_OPT_IN_LABEL, LEAD_REGO_PLACEHOLDER, LEAD_SUBMIT_LABELS, PAGE_OPT_IN_LABEL } from '@/forms/lead-messages'
import type { LeadSchemaOptions } from '@/forms/lead-schema'
import { api } from '@/http/client'

import { RegoLookupButton } from './RegoLookupButton.client'

import styles from '@/components/forms/LeadForm.module.css'

const LABELS: [FieldName, string][] = [
  ['rego', 'Rego'],
  ['regoState', 'State'],
  ['trade_make', 'Make'],
  ['trade_model', 'Model'],
  ['trade_year', 'Year'],
  ['trade_km', 'Kilometres'],
  ['adjustmentAnswers', 'About the vehicle'],
  ['name', 'First name'],
  ['last_name', 'Last name'],
  ['postcode', 'Postcode'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['terms', 'Terms of use'],
  ['car_id', 'Car'],
]

type Props = { options: LeadSchemaOptions; carSlug: string | null; privacyHref?: string; termsHref?: string }

async function fetchValuation(body: {
  make: string
  model: string
  year: string
  km: string
}): Promise<Valuation | null> {
  const res = await api.call('trade-in-valuation', body)
  return res.ok ? res.data : null
}

/**
 * The trade-in form (finance §2, §4): the vehicle (rego and regoState, looked up to fill make, model
 * and year where the deployment has a rego lookup, else typed in; then km), its condition (adjustmentAnswers) with the indicative
 * valuation, then the contact form (first name, last_name, postcode, phone, email, a hidden car_id).
 */
export function TradeInForm({
  options,
  carSlug,
  privacyHref = '/privacy-policy',
  termsHref = '/terms-and-conditions',
}: Props) {
  const lead = useLeadForm(options, { car_id: carSlug ?? '', regoState: '', adjustmentAnswers: {} }, LABELS)
  const { form, fieldId, messageOf, text } = lead
  const { register, control, getValues, setValue } = form
  const [valuation, setValuation] = useState<Valuation | null | 'failed'>(null)

  const vehicle = (
    <>
      <p>Enter your vehicle&apos;s details.</p>
      <div className={styles.row}>
        <TextField {...text('rego')} label="Rego (optional)" placeholder={LEAD_REGO_PLACEHOLDER} maxLength={12} />
        <LeadField id={fieldId('regoState')} label="State (optional)" error={messageOf('regoState')}>
          {(aria) => (
            <select {...aria} {...register('regoState')}>
              <option value="">Choose a state</option>
              {REGO_STATES.map((s) => (
                <option key={s} value={s}>
                  {s}
                </option>
              ))}
            </select>
          )}
        </LeadField>
      </div>
      <RegoLookupButton
        read={() => ({ rego: getValues('rego') ?? '', state: getValues('regoState') ?? '' })}
        onFound={(v) => {
          const fill = { shouldValidate: true, shouldDirty: true }
          setValue('trade_make', v.make, fill)
          setValue('trade_model', v.model, fill)
          setValue('trade_year', String(v.year), fill)
        }}
      />
      <div className={styles.row}>
        <TextField {...text('trade_make')} label="Make" required />
        <TextField {...text('trade_model')} label="Model" required />
        <TextField {...text('trade_year')} label="Year" required maxLength={4} inputMode="numeric" />
      </div>
      <LeadField id={fieldId('trade_km')} label="Kilometres" required error={messageOf('trade_km')}>
        {(aria) => (
          <Controller
            control={control}
            name="trade_km"
            render={({ field }) => (
              <KmInput
                aria={aria}
                name={field.name}
                value={String(field.value ?? '')}
                onValue={field.onChange}
                onBlur={field.onBlur}
              />
            )}
          />
        )}
      </LeadField>
    </>
  )

  const condition = (
    <>
      <Estimate valuation={valuation} />
      {ADJUSTMENT_QUESTIONS.map((q) => (
        <fieldset key={q.key} className={styles.fieldset}>
          <legend>{q.label}</legend>
          {q.options.map((o) => (
            <label key={o} className={styles.check}>
              <input type="radio" value={o} {...register(`adjustmentAnswers.${q.key}` as FieldName)} />
              {o}
            </label>
          ))}
        </fieldset>
      ))}
    </>
  )

  const contact = (
    <>
      <NameRow first={text('name')} last={text('last_name')} />
      <div className={styles.row}>
        <TextField
          {...text('postcode')}
          label="Postcode"
          autoComplete="postal-code"
          required
          maxLength={4}
          inputMode="numeric"
        />
        <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" required />
      </div>
      <TextField {...text('email')} label="Email" type="email" autoComplete="email" required />
      <ConsentFields
        optIn={register('opt_in')}
        optInLabel={carSlug ? LEAD_OPT_IN_LABEL : PAGE_OPT_IN_LABEL}
        terms={options.requireTerms ? text('terms') : null}
        privacyHref={privacyHref}
        termsHref={termsHref}
      />
      <input type="hidden" {...register('car_id')} />
    </>
  )

  return (
    <MultiStepLeadForm
      lead={lead}
      label="Trade-in valuation"
      submitLabel={LEAD_SUBMIT_LABELS.trade_in}
      steps={[
        {
          title: 'Your vehicle',
          fields: ['rego', 'regoState', 'trade_make', 'trade_model', 'trade_year', 'trade_km'],
          content: vehicle,
          onNext: async () => {
            const v = getValues()
            setValuation(
              (await fetchValuation({
                make: v.trade_make ?? '',
                model: v.trade_model ?? '',
                year: v.trade_year ?? '',
                km: v.trade_km ?? '',
              })) ?? 'failed',
            )
          },
        },
        { title: 'Its condition', fields: ['adjustmentAnswers'], content: condition },
        {
          title: 'Your details',
          fields: ['name', 'last_name', 'postcode', 'phone', 'email', 'terms'],
          content: contact,
        },
      ]}
    />
  )
}

/** The indicative range, or why there is none (finance §9 "estimates are indicative and subject to inspection"). */
function Estimate({ valuation }: { valuation: Valuation | null | 'failed' }) {
  if (!valuation) return null
  if (valuation === 'failed')
    return (
      <p className={styles.estimate}>
        We could not value your vehicle online just now. Send us your details and we will value it for you.
      </p>
    )
  return (
    <div className={styles.estimate} data-testid="trade-in-estimate">
      {valuation.status === 'estimate' ? (
        <p>
          <strong>
            Indicative trade-in value: {formatPrice(valuation.low)} to {formatPrice(valuation.high)}
          </strong>
        </p>
      ) : null}
      <p>{valuation.note}</p>
    </div>
  )
}
