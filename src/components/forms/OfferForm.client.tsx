'use client'

import { Controller } from 'react-hook-form'

import { OFFER_ADDITIONAL_SERVICES } from '@/domain/leads/extras'
import { CHECK_OPTION_MARKER } from '@/domain/leads/form-options'
import { slugify } from '@/domain/text/slug'
import { LEAD_OPT_IN_LABEL, LEAD_SUBMIT_LABELS } from '@/forms/lead-messages'
import type { LeadSchemaOptions } from '@/forms/lead-schema'

import { MoneyInput } from './AmountInput'
import { ConsentFields } from './ConsentFields'
import { ErrorSummary } from './ErrorSummary'
import { LeadField } from './LeadField'
import { SubmitButton } from './SubmitButton'
import { NameRow, TextField } from './TextField'
import { type FieldName, useLeadForm } from './use-lead-form'

import styles from './LeadForm.module.css'

const LABELS: [FieldName, string][] = [
  ['offer_amount', 'Amount'],
  ['additional_services', 'Also interested in'],
  ['name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['terms', 'Terms of use'],
  ['car_id', 'Car'],
]

type Props = {
  options: LeadSchemaOptions
  car: { slug: string; name: string }
  /** the amount offered, as digits ('' when the shopper types it) */
  amount: string
  /** the $300,000 to $800,000 quick picks (finance §5) */
  highPicks: boolean
  privacyHref?: string
  termsHref?: string
}

/** The 'check_option' box of an option: finance §5 lists the ticked ones as additional_services. */
const optionField = (label: string) => `${CHECK_OPTION_MARKER}_${slugify(label).replace(/-/g, '_')}` as FieldName

/**
 * Accepting an offer on a car (finance §4 "Offer acceptance: subcategory '3. Offer Accepted',
 * offer_accepted true"; §9 event 18): the amount in the money input, the options the shopper also
 * wants, and their details. POST /api/enquiries classifies it.
 */
export function OfferForm({
  options,
  car,
  amount,
  highPicks,
  privacyHref = '/privacy-policy',
  termsHref = '/terms-and-conditions',
}: Props) {
  const { form, fieldId, messageOf, text, summary, failure, send, busy } = useLeadForm(
    options,
    { car_id: car.slug, offer_amount: amount },
    LABELS,
  )
  const { register, handleSubmit, control, formState } = form

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => send(values))} aria-busy={busy}>
      <ErrorSummary show={formState.submitCount > 0} items={summary} failure={failure} />
      <p>
        Car: <strong>{car.name}</strong>
      </p>
      <LeadField
        id={fieldId('offer_amount')}
        label="Amount"
        required
        hint="The drive-away amount you accept, in dollars."
        error={messageOf('offer_amount')}
      >
        {(aria) => (
          <Controller
            control={control}
            name="offer_amount"
            render={({ field }) => (
              <MoneyInput
                aria={aria}
                name={field.name}
                value={String(field.value ?? '')}
                onValue={field.onChange}
                onBlur={field.onBlur}
                high={highPicks}
              />
            )}
          />
        )}
      </LeadField>
      <fieldset className={styles.field}>
        <legend className={styles.label}>Also interested in (optional)</legend>
        {OFFER_ADDITIONAL_SERVICES.map((label) => (
          <label key={label} className={styles.check}>
            <input type="checkbox" value={label} {...register(optionField(label))} />
            {label}
          </label>
        ))}
        {messageOf('additional_services') ? <p className={styles.error}>{messageOf('additional_services')}</p> : null}
      </fieldset>
      <NameRow first={text('name')} last={text('last_name')} />
      <TextField {...text('email')} label="Email" type="email" autoComplete="email" required />
      <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" required />
      <ConsentFields
        optIn={register('opt_in')}
        optInLabel={LEAD_OPT_IN_LABEL}
        terms={options.requireTerms ? text('terms') : null}
        privacyHref={privacyHref}
        termsHref={termsHref}
      />
      <input type="hidden" {...register('car_id')} />
      <SubmitButton busy={busy} label={LEAD_SUBMIT_LABELS.offer_accepted} />
    </form>
  )
}
