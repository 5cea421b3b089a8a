'use client'

import { useState } from 'react'

import styles from './account.module.css'

type Props = {
  /** The account endpoint that removes it: POST with `body` as JSON. */
  endpoint: string
  body: Record<string, unknown>
  text: string
  ariaLabel: string
}

/**
 * Removes one thing from My Garage (a car: stock §8 "Car Removed"; a saved search), then refreshes the
 * list. A refusal shows the endpoint's message.
 */
export function RemoveButton({ endpoint, body, text, ariaLabel }: Props) {
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).catch(() => null)
    if (!res?.ok) {
      setBusy(false)
      const json = (await res?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined
      return window.alert(json?.error?.message ?? 'An unknown error occurred.')
    }
    window.location.reload()
  }
  return (
    <button type="button" className={styles.link} onClick={remove} disabled={busy} aria-label={ariaLabel}>
      {text}
    </button>
  )
}
