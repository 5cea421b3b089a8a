'use client'

import { useCallback, useId, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'

import { OPT_IN_DEFAULT } from '@/forms/consent'
import { LEAD_OPT_IN_LABEL, LEAD_SUBMIT_LABELS, REQUEST_PHOTOS_PRESET_MESSAGE } from '@/forms/lead-messages'
import { isMessageRequired } from '@/forms/lead-rules'
import type { LeadFormInput, LeadFormValues } from '@/forms/lead-schema'

import { ConsentFields } from './ConsentFields'
import { ErrorSummary } from './ErrorSummary'
import { submitLead } from './submit-lead'
import { SubmitButton } from './SubmitButton'
import { preferredTimeOf, TestDriveTimeFields } from './TestDriveTimeFields'
import { ContactFields, MessageField, RegoField } from './TextField'
import type { LeadFormProps } from './types'
import { useLazyResolver } from './use-lazy-resolver'
import { saveUserDetails, useStoredUserDetails } from './user-details'

import styles from './LeadForm.module.css'

type Name = keyof LeadFormInput

/** Summary order and names: the visible fields first, then the hidden ones a server may reject. */
const LABELS: [Name, string][] = [
  ['name', 'First name'],
  ['last_name', 'Last name'],
  ['email', 'Email'],
  ['phone', 'Phone'],
  ['postcode', 'Postcode'],
  ['rego', 'Rego'],
  ['preferred_time', 'Preferred date and time'],
  ['message', 'Message'],
  ['terms', 'Terms of use'],
  ['car_id', 'Car'],
  ['location_id', 'Location'],
]
const KNOWN = new Set<string>(LABELS.map(([n]) => n))

/**
 * The body of every vehicle-page lead form (finance §5 "Enquiry and lead forms"): validated with the
 * same schema as POST /api/enquiries, field errors inline and listed in one alert (finance §8), then
 * /success. `inline` renders it in the page (the sold view's 'Find Me Something Similar').
 */
export function LeadForm({
  kind,
  car,
  messageOptional,
  requireTerms,
  privacyHref = '/privacy-policy',
  termsHref = '/terms-and-conditions',
  inline = false,
  submitLabel,
}: LeadFormProps & { inline?: boolean }) {
  const id = useId()
  const resolver = useLazyResolver(
    useCallback(
      () => import('@/forms/resolvers').then((m) => m.leadResolver({ kind, messageOptional, requireTerms })),
      [kind, messageOptional, requireTerms],
    ),
  )
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const [date, setDate] = useState('')
  const [time, setTime] = useState('')
  const defaults = {
    name: '',
    last_name: '',
    email: '',
    phone: '',
    postcode: '',
    rego: '',
    message: '',
    preferred_time: '',
    opt_in: OPT_IN_DEFAULT,
    terms: false,
    location_id: car.locationId ?? '',
    car_id: car.slug,
    preset_message: kind === 'request_photos' ? REQUEST_PHOTOS_PRESET_MESSAGE : '',
  }
  const { register, handleSubmit, setError, formState, setValue, getValues } = useForm<
    LeadFormInput,
    unknown,
    LeadFormValues
  >({
    resolver,
    defaultValues: defaults,
  })
  useStoredUserDetails(getValues, setValue)
  const errors: FieldErrors<LeadFormInput> = formState.errors
  const busy = formState.isSubmitting || sent
  const fieldId = (name: Name) => `${id}-${name}`
  const messageOf = (name: Name) => errors[name]?.message as string | undefined
  const text = (name: Name) => ({ id: fieldId(name), field: register(name), error: messageOf(name) })

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const result = await submitLead(kind, values)
    if (result.ok) {
      saveUserDetails(values)
      setSent(true)
      window.location.assign(result.redirect)
      return
    }
    // Server field errors land on their fields; anything else is shown as the form's failure.
    const fields = Object.entries(result.fields)
    const onFields = fields.filter(([name]) => KNOWN.has(name))
    const elsewhere = fields.filter(([name]) => !KNOWN.has(name)).map(([, message]) => message)
    for (const [name, message] of onFields) setError(name as Name, { type: 'server', message })
    if (elsewhere.length) setFailure(elsewhere.join(' '))
    else if (!onFields.length) setFailure(result.message)
  })

  const listed = LABELS.filter(([name]) => messageOf(name))
  const showSummary = formState.submitCount > 0

  return (
    <form className={inline ? styles.inline : styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
      <ErrorSummary
        show={showSummary}
        items={listed.map(([name, label]) => ({ id: fieldId(name), label, message: messageOf(name) ?? '' }))}
        failure={failure}
      />

      <ContactFields
        name={text('name')}
        lastName={text('last_name')}
        email={text('email')}
        phone={text('phone')}
        postcode={text('postcode')}
      />
      <RegoField {...text('rego')} />
      {kind === 'test_drive' ? (
        // The slots of the car's location, as /book-test-drive/ offers them (finance §2 "A Book a Test Drive modal").
        <TestDriveTimeFields
          id={fieldId('preferred_time')}
          hours={car.openingHours ?? null}
          date={date}
          time={time}
          error={messageOf('preferred_time')}
          onPick={(nextDate, nextTime) => {
            setDate(nextDate)
            setTime(nextTime)
            setValue('preferred_time', preferredTimeOf(nextDate, nextTime))
          }}
        />
      ) : null}
      <MessageField
        {...text('message')}
        label={isMessageRequired({ kind, messageOptional }) ? 'Message' : 'Message (optional)'}
        required={isMessageRequired({ kind, messageOptional })}
      />

      <ConsentFields
        optIn={register('opt_in')}
        optInLabel={LEAD_OPT_IN_LABEL}
        terms={requireTerms ? text('terms') : null}
        privacyHref={privacyHref}
        termsHref={termsHref}
      />

      {/* Values in the markup too, so the server-rendered inline form matches what it will send. */}
      <input type="hidden" {...register('car_id')} defaultValue={defaults.car_id} />
      <input type="hidden" {...register('location_id')} defaultValue={defaults.location_id} />
      <input type="hidden" {...register('preset_message')} defaultValue={defaults.preset_message} />

      <SubmitButton busy={busy} label={submitLabel ?? LEAD_SUBMIT_LABELS[kind]} />
    </form>
  )
}
