'use client'

import { useState } from 'react'

import { reserve } from './reserve-call'

/** The checkout page's action: reserve the car, then go to the payment page or the confirmation. */
export function ReserveButton({ carSlug, label }: { carSlug: string; label: string }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const go = async () => {
    setBusy(true)
    setError(null)
    const outcome = await reserve({ car_slug: carSlug })
    if (outcome.ok) return window.location.assign(outcome.redirect)
    setBusy(false)
    setError(outcome.message)
  }
  return (
    <div>
      <button type="button" className="button button--block" onClick={go} disabled={busy} aria-busy={busy}>
        {busy ? 'Reserving...' : label}
      </button>
      <p role="alert" className="form-error">
        {error}
      </p>
    </div>
  )
}
