'use client'

import { useState } from 'react'

import styles from './account.module.css'

/** Deletes one saved search from My Garage, then refreshes the list. */
export function RemoveSavedSearch({ id, label }: { id: number | string; label: string }) {
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    const res = await fetch('/api/saved-searches/remove', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id }),
    }).catch(() => null)
    if (!res?.ok) {
      setBusy(false)
      const json = (await res?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined
      return window.alert(json?.error?.message ?? 'An unknown error occurred.')
    }
    window.location.reload()
  }
  return (
    <button
      type="button"
      className={styles.link}
      onClick={remove}
      disabled={busy}
      aria-label={`Delete saved search ${label}`}
    >
      Delete
    </button>
  )
}
