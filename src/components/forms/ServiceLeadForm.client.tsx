'use client'

import { useCallback, useId, useState } from 'react'
import { type FieldErrors, useForm } from 'react-hook-form'

import { LEAD_LIMITS } from '@/domain/leads/extras'
import type { ServiceLeadKind } from '@/domain/leads/kinds'
import { OPT_IN_DEFAULT } from '@/forms/consent'
import { LEAD_ERROR_SUMMARY, LEAD_SUBMIT_LABELS, SERVICE_OPT_IN_LABEL } from '@/forms/lead-messages'
import type { ServiceLeadInput, ServiceLeadValues } from '@/forms/service-lead-schema'

import { ConsentFields } from './ConsentFields'
import { currentLeadAttributes } from './lead-attributes'
import { LeadField } from './LeadField'
import { postLead } from './submit-lead'
import { SubmitButton } from './SubmitButton'
import { MessageField, NameRow, RegoField, TextField } from './TextField'
import { useLazyResolver } from './use-lazy-resolver'
import { saveUserDetails, useStoredUserDetails } from './user-details'

import styles from './LeadForm.module.css'

type Name = keyof ServiceLeadInput

export type ServiceLeadFormProps = {
  kind: ServiceLeadKind
  locations: { id: string; name: string }[]
  defaultLocationId?: string
  /** 'YYYY-MM-DD', the earliest preferred date (the server checks it again in the location's zone) */
  today: string
  requireTerms: boolean
  privacyHref?: string
  termsHref?: string
}

/** The stored details this form shows (finance §3 "Stored user details"); it asks no postcode. */
const STORED_FIELDS = ['name', 'last_name', 'email', 'phone'] as const

const TEXT = {
  // Which vehicle: the service needs it, and parts are ordered for one.
  service: { location: 'Service centre', message: 'Work required', vehicle: 'Your vehicle (make, model, year)' },
  parts: { location: 'Parts department', message: 'Parts required', vehicle: 'For which vehicle (make, model, year)' },
} as const

/**
 * The service booking and parts enquiry forms (docs/features/locations.md "Service and parts leads"): validated with
 * the same schema as POST /api/enquiries, pre-filled from and saving the stored user details like
 * every lead form, sent by the lead forms' one helper (postLead), field errors inline and listed in
 * one alert (finance §8), then /success.
 */
export function ServiceLeadForm({
  kind,
  locations,
  defaultLocationId,
  today,
  requireTerms,
  privacyHref = '/privacy-policy',
  termsHref = '/terms-and-conditions',
}: ServiceLeadFormProps) {
  const id = useId()
  const resolver = useLazyResolver(
    useCallback(
      () => import('@/forms/resolvers').then((m) => m.serviceLeadResolver({ kind, requireTerms, today })),
      [kind, requireTerms, today],
    ),
  )
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const { register, handleSubmit, setError, formState, getValues, setValue } = useForm<
    ServiceLeadInput,
    unknown,
    ServiceLeadValues
  >({
    resolver,
    defaultValues: {
      name: '',
      last_name: '',
      email: '',
      phone: '',
      postcode: '',
      rego: '',
      vehicle: '',
      message: '',
      odometer: '',
      preferred_date: '',
      opt_in: OPT_IN_DEFAULT,
      terms: false,
      location_id: defaultLocationId ?? (locations.length === 1 ? locations[0]!.id : ''),
    },
  })
  useStoredUserDetails(getValues, setValue, STORED_FIELDS)
  const errors: FieldErrors<ServiceLeadInput> = formState.errors
  const busy = formState.isSubmitting || sent
  const fieldId = (name: Name) => `${id}-${name}`
  const messageOf = (name: Name) => errors[name]?.message
  const text = (name: Name) => ({ id: fieldId(name), field: register(name), error: messageOf(name) })
  const labels: [Name, string][] = [
    ['location_id', TEXT[kind].location],
    ['name', 'First name'],
    ['last_name', 'Last name'],
    ['email', 'Email'],
    ['phone', 'Phone'],
    ['vehicle', TEXT[kind].vehicle],
    ['rego', 'Rego'],
    ['odometer', 'Odometer (km)'],
    ['preferred_date', 'Preferred date'],
    ['message', TEXT[kind].message],
    ['terms', 'Terms of use'],
  ]

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null)
    const result = await postLead('enquiries', {
      kind,
      ...values,
      odometer: values.odometer === null ? '' : String(values.odometer),
      lead_attributes: currentLeadAttributes(),
    })
    if (result.ok) {
      saveUserDetails(values)
      setSent(true)
      window.location.assign(result.redirect)
      return
    }
    const fields = Object.entries(result.fields)
    for (const [name, message] of fields)
      if (labels.some(([n]) => n === name)) setError(name as Name, { type: 'server', message })
    if (!fields.length) setFailure(result.message)
  })

  const listed = labels.filter(([name]) => messageOf(name))
  const showSummary = formState.submitCount > 0 && (listed.length > 0 || failure)

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy} data-testid={`${kind}-form`}>
      <div role="alert" className={showSummary ? styles.summary : undefined}>
        {showSummary && listed.length > 0 ? (
          <>
            <p className={styles.summaryTitle}>{LEAD_ERROR_SUMMARY}</p>
            <ul>
              {listed.map(([name, label]) => (
                <li key={name}>
                  <a href={`#${fieldId(name)}`}>{label}</a>: {messageOf(name)}
                </li>
              ))}
            </ul>
          </>
        ) : null}
        {showSummary && failure ? <p>{failure}</p> : null}
      </div>

      <LeadField id={fieldId('location_id')} label={TEXT[kind].location} required error={messageOf('location_id')}>
        {(aria) => (
          <select {...aria} {...register('location_id')}>
            {locations.length > 1 ? <option value="">Choose a location</option> : null}
            {locations.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </LeadField>
      <NameRow first={text('name')} last={text('last_name')} />
      <div className={styles.row}>
        <TextField {...text('email')} label="Email" type="email" autoComplete="email" required />
        <TextField {...text('phone')} label="Phone" type="tel" autoComplete="tel" required />
      </div>
      <TextField {...text('vehicle')} label={TEXT[kind].vehicle} maxLength={LEAD_LIMITS.vehicle} />
      <div className={styles.row}>
        <RegoField {...text('rego')} />
        {kind === 'service' ? (
          <TextField {...text('odometer')} label="Odometer (km, optional)" inputMode="numeric" maxLength={12} />
        ) : null}
      </div>
      {kind === 'service' ? (
        <TextField {...text('preferred_date')} label="Preferred date (optional)" type="date" min={today} />
      ) : null}
      <MessageField {...text('message')} label={TEXT[kind].message} required />

      <ConsentFields
        optIn={register('opt_in')}
        optInLabel={SERVICE_OPT_IN_LABEL}
        terms={requireTerms ? text('terms') : null}
        privacyHref={privacyHref}
        termsHref={termsHref}
      />

      <SubmitButton busy={busy} label={LEAD_SUBMIT_LABELS[kind]} />
    </form>
  )
}
