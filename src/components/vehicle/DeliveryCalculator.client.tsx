'use client'

import { type FormEvent, useId, useState } from 'react'

import { checkPostcode } from '@/domain/delivery/estimate'
import { DELIVERY_MESSAGES } from '@/domain/delivery/messages'
import { deliveryResultText } from '@/domain/delivery/result-text'
import { api } from '@/http/client'

import styles from './DeliveryCalculator.module.css'

type State =
  { kind: 'idle' } | { kind: 'loading' } | { kind: 'result'; text: string } | { kind: 'error'; message: string }

async function lookUp(postcode: number | string, dealershipId?: number | string): Promise<State> {
  const res = await api.call('delivery-estimate', {
    postcode: String(postcode).padStart(4, '0'),
    dealership: dealershipId != null ? String(dealershipId) : undefined,
  })
  if (res.ok && res.data) return { kind: 'result', text: deliveryResultText(res.data) }
  if (res.ok || res.status === 0 || res.body === null) {
    // no answer, or one that is not JSON
    console.error(
      'Delivery estimate failed',
      res.ok ? new Error('no JSON') : (res.cause ?? new Error(`HTTP ${res.status}`)),
    )
    return { kind: 'error', message: DELIVERY_MESSAGES.noEstimate }
  }
  return { kind: 'error', message: res.message ?? DELIVERY_MESSAGES.noEstimate }
}

/** Delivery price by postcode (stock §4 "idle, loading, result or error"; §5 messages). */
export function DeliveryCalculator({ dealershipId }: { dealershipId?: number | string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const id = useId()
  const loading = state.kind === 'loading'

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const raw = new FormData(event.currentTarget).get('postcode')
    const postcode = checkPostcode(typeof raw === 'string' ? raw : '')
    if (!postcode.ok) return setState({ kind: 'error', message: postcode.message })
    setState({ kind: 'loading' })
    setState(await lookUp(postcode.postcode, dealershipId))
  }

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        Delivery calculator
      </h2>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby={`${id}-heading`}>
        <div className={styles.field}>
          <label htmlFor={`${id}-postcode`}>Postcode</label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            pattern="[0-9]{4}"
          />
        </div>
        <button type="submit" className={styles.submit} disabled={loading}>
          {loading ? 'Calculating…' : 'Calculate'}
        </button>
      </form>
      <p
        className={styles.status}
        role="status"
        aria-live="polite"
        data-state={state.kind}
        data-testid="delivery-status"
      >
        {state.kind === 'result' ? state.text : state.kind === 'error' ? state.message : ''}
      </p>
    </section>
  )
}
