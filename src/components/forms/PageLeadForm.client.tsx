'use client'

import { useState } from 'react'

import { CONTACT_CATEGORIES, DEFAULT_CONTACT_CATEGORY } from '@/domain/leads/category'
import { LEAD_LIMITS } from '@/domain/leads/extras'
import { LEAD_OPT_IN_LABEL, LEAD_SUBMIT_LABELS, PAGE_OPT_IN_LABEL } from '@/forms/lead-messages'
import { isMessageRequired } from '@/forms/lead-rules'

import { ConsentFields } from './ConsentFields'
import { ErrorSummary } from './ErrorSummary'
import { LeadField } from './LeadField'
import type { PageFormProps } from './page-form-types'
import { SubmitButton } from './SubmitButton'
import { preferredTimeOf, TestDriveTimeFields } from './TestDriveTimeFields'
import { ContactFields, MessageField, TextField } from './TextField'
import { type FieldName, useLeadForm } from './use-lead-form'

import styles from './LeadForm.module.css'

const LABELS: [FieldName, string][] = [
  ['category', 'Enquiry type'],
  ['name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['postcode', 'Postcode'],
  ['dealership', 'Preferred dealership'],
  ['location_id', 'Location'],
  ['preferred_time', 'Preferred date and time'],
  ['vehicle', 'Vehicle'],
  ['message', 'Message'],
  ['terms', 'Terms of use'],
  ['car_id', 'Car'],
]

/**
 * The contact form (/contact) and the test-drive form (/book-test-drive/): finance §5 "Enquiry and
 * lead forms". Validated with the schema POST /api/enquiries uses, with the options the page decided.
 */
export function PageLeadForm({
  kind,
  options,
  dealerships,
  showDealership,
  locations,
  car,
  preset,
  privacyHref = '/privacy-policy',
  termsHref = '/terms-and-conditions',
}: PageFormProps) {
  const { form, fieldId, messageOf, text, summary, failure, send, busy } = useLeadForm(
    options,
    {
      category: kind === 'contact' ? (preset?.category ?? DEFAULT_CONTACT_CATEGORY) : '',
      message: preset?.message ?? '',
      car_id: car?.slug ?? '',
      vehicle: '',
      dealership: dealerships.length === 1 ? dealerships[0]!.slug : '',
    },
    LABELS,
  )
  const { register, handleSubmit, watch, setValue, formState } = form
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const chosenDealership = dealerships.find((d) => d.slug === watch('dealership'))
  const shownLocations = chosenDealership ? locations.filter((l) => l.dealershipId === chosenDealership.id) : locations
  const locationId = watch('location_id')
  const messageRequired = isMessageRequired({ kind, messageOptional: options.messageOptional })
  const showLocation =
    kind === 'test_drive'
      ? !car && shownLocations.length > 0
      : Boolean(options.locationRequired) && shownLocations.length > 0

  // Test-drive times come from the chosen location's opening hours (else the first one shown) for that weekday.
  const hoursFrom = shownLocations.find((l) => l.id === locationId) ?? shownLocations[0]
  const pick = (nextDate: string, nextTime: string) => {
    setDate(nextDate)
    setTime(nextTime)
    setValue('preferred_time', preferredTimeOf(nextDate, nextTime))
  }

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit((values) => send(values))} aria-busy={busy}>
      <ErrorSummary show={formState.submitCount > 0} items={summary} failure={failure} />
      {kind === 'contact' ? (
        <LeadField id={fieldId('category')} label="Enquiry type" required error={messageOf('category')}>
          {(aria) => (
            <select {...aria} {...register('category')}>
              {CONTACT_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          )}
        </LeadField>
      ) : null}
      {car ? (
        <p>
          Car: <strong>{car.name}</strong>
        </p>
      ) : null}
      <ContactFields
        name={text('name')}
        lastName={text('last_name')}
        email={text('email')}
        phone={text('phone')}
        postcode={text('postcode')}
      />
      {showDealership && !car ? (
        <LeadField
          id={fieldId('dealership')}
          label="Preferred dealership"
          required={options.dealershipRequired}
          error={messageOf('dealership')}
        >
          {(aria) => (
            <select {...aria} {...register('dealership', { onChange: () => setValue('location_id', '') })}>
              <option value="">Choose a dealership</option>
              {dealerships.map((d) => (
                <option key={d.slug} value={d.slug}>
                  {d.name}
                </option>
              ))}
            </select>
          )}
        </LeadField>
      ) : null}
      {showLocation ? (
        <LeadField
          id={fieldId('location_id')}
          label={options.locationRequired ? 'Location' : 'Location (optional)'}
          required={options.locationRequired}
          error={messageOf('location_id')}
        >
          {(aria) => (
            <select {...aria} {...register('location_id', { onChange: () => pick(date, '') })}>
              <option value="">Choose a location</option>
              {shownLocations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          )}
        </LeadField>
      ) : null}
      {kind === 'test_drive' && !car ? (
        <TextField
          {...text('vehicle')}
          label="Which vehicle would you like to drive?"
          maxLength={LEAD_LIMITS.vehicle}
          placeholder="e.g. Toyota RAV4 hybrid"
        />
      ) : null}
      {kind === 'test_drive' ? (
        <TestDriveTimeFields
          id={fieldId('preferred_time')}
          hours={hoursFrom?.opening_hours ?? null}
          date={date}
          time={time}
          error={messageOf('preferred_time')}
          onPick={pick}
        />
      ) : null}
      <MessageField
        {...text('message')}
        label={messageRequired ? 'Message' : 'Message (optional)'}
        required={messageRequired}
      />
      <ConsentFields
        optIn={register('opt_in')}
        optInLabel={car ? LEAD_OPT_IN_LABEL : PAGE_OPT_IN_LABEL}
        terms={options.requireTerms ? text('terms') : null}
        privacyHref={privacyHref}
        termsHref={termsHref}
      />
      <input type="hidden" {...register('car_id')} />
      <SubmitButton busy={busy} label={LEAD_SUBMIT_LABELS[kind]} />
    </form>
  )
}
