'use client'

import { useState } from 'react'

import styles from './account.module.css'

/** Removes a car from My Garage, then refreshes the list (stock §8 "Car Removed"). */
export function RemoveFromGarage({ carId, name }: { carId: number | string; name: string }) {
  const [busy, setBusy] = useState(false)
  const remove = async () => {
    setBusy(true)
    const res = await fetch('/api/watchlist/remove-car', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ car_id: carId }),
    }).catch(() => null)
    if (!res?.ok) {
      setBusy(false)
      const json = (await res?.json().catch(() => ({}))) as { error?: { message?: string } } | undefined
      return window.alert(json?.error?.message ?? 'An unknown error occurred.')
    }
    window.location.reload()
  }
  return (
    <button type="button" className={styles.link} onClick={remove} disabled={busy} aria-label={`Remove ${name}`}>
      Remove
    </button>
  )
}
