'use client'

import { useCallback, useId, useState } from 'react'
import { useForm } from 'react-hook-form'

import { OPT_IN_DEFAULT } from '@/forms/consent'
import { LEAD_STEP_FAILED } from '@/forms/lead-messages'
import type { LeadFormInput, LeadFormValues, LeadSchemaOptions } from '@/forms/lead-schema'

import { submitLead, type SubmitResult } from './submit-lead'
import { useLazyResolver } from './use-lazy-resolver'
import { saveUserDetails, useStoredUserDetails } from './user-details'

export type FieldName = keyof LeadFormInput

/**
 * The react-hook-form state of a lead form of the site's pages: the shared schema as resolver,
 * stored user details pre-filled (finance §3), and a submit that saves them and goes to /success,
 * or puts the server's field messages on their fields and anything else in `failure`.
 */
export function useLeadForm(
  options: LeadSchemaOptions,
  defaults: Partial<LeadFormInput>,
  labels: [FieldName, string][],
) {
  const id = useId()
  // finance §5: radio-options keys dropped and 'check_option' boxes listed before the schema reads the form.
  const resolver = useLazyResolver(
    useCallback(() => import('@/forms/resolvers').then((m) => m.leadResolver(options)), [options]),
  )
  const form = useForm<LeadFormInput, unknown, LeadFormValues>({
    resolver,
    defaultValues: { opt_in: OPT_IN_DEFAULT, terms: false, ...defaults },
  })
  const [failure, setFailure] = useState<string | null>(null)
  const [sent, setSent] = useState(false)
  const { getValues, setValue, setError } = form

  useStoredUserDetails(getValues, setValue)

  const known = new Set<string>(labels.map(([n]) => n))
  const fieldId = (name: FieldName) => `${id}-${name}`
  const messageOf = (name: FieldName) => form.formState.errors[name]?.message as string | undefined
  /** A field's id, registration and message, as TextField and ConsentFields take them. */
  const text = (name: FieldName) => ({ id: fieldId(name), field: form.register(name), error: messageOf(name) })
  const summary = labels
    .filter(([n]) => messageOf(n))
    .map(([n, label]) => ({ id: fieldId(n), label, message: messageOf(n)! }))

  /**
   * Sends the lead; on success saves the details and follows the answer's redirect. As the last step
   * of a multi-step form (finance §4 "on success with a lead_id it goes to /success; otherwise the
   * error or 'An unexpected error occured' is shown").
   */
  const send = async (values: LeadFormValues, mode: 'form' | 'step' = 'form'): Promise<SubmitResult> => {
    setFailure(null)
    const result = await submitLead(options.kind, values)
    if (result.ok && (mode === 'form' || result.leadId !== null)) {
      saveUserDetails(values)
      setSent(true)
      // A step goes to /success, still naming the lead's dealership (src/domain/leads/thanks.ts).
      window.location.assign(mode === 'step' && !result.redirect.startsWith('/success') ? '/success' : result.redirect)
      return result
    }
    if (result.ok || mode === 'step') {
      if (!result.ok)
        for (const [n, message] of Object.entries(result.fields))
          if (known.has(n)) setError(n as FieldName, { type: 'server', message })
      setFailure((!result.ok && result.serverMessage) || LEAD_STEP_FAILED)
      return result
    }
    const onFields = Object.entries(result.fields).filter(([n]) => known.has(n))
    const elsewhere = Object.entries(result.fields)
      .filter(([n]) => !known.has(n))
      .map(([, m]) => m)
    for (const [n, message] of onFields) setError(n as FieldName, { type: 'server', message })
    if (elsewhere.length) setFailure(elsewhere.join(' '))
    else if (!onFields.length) setFailure(result.message)
    return result
  }

  return {
    form,
    fieldId,
    messageOf,
    text,
    summary,
    failure,
    setFailure,
    send,
    busy: form.formState.isSubmitting || sent,
  }
}
