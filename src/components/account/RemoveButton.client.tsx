'use client'

import { useState } from 'react'

import { api } from '@/http/client'
import type { RequestOf } from '@/http/contracts'

import styles from './account.module.css'

/** The account calls that remove one thing (src/http/contracts/account.ts). */
type RemoveCall = 'watchlist-remove' | 'remove-saved-search'

type Props<K extends RemoveCall> = {
  /** The account call that removes it, with `body` as its JSON. */
  call: K
  body: RequestOf<K>
  text: string
  ariaLabel: string
}

/**
 * Removes one thing from My Garage (a car: stock §8 "Car Removed"; a saved search), then refreshes the
 * list. A refusal shows the endpoint's message.
 */
export function RemoveButton<K extends RemoveCall>({ call, body, text, ariaLabel }: Props<K>) {
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    const res = await api.call(call, body)
    if (!res.ok) {
      setBusy(false)
      return window.alert(res.message ?? 'An unknown error occurred.')
    }
    window.location.reload()
  }
  return (
    <button type="button" className={styles.link} onClick={remove} disabled={busy} aria-label={ariaLabel}>
      {text}
    </button>
  )
}
