'use client'

import { useState } from 'react'

import { REGO_LOOKUP_MESSAGES as R } from '@/domain/trade-in/rego-lookup'
import { api } from '@/http/client'
import type { RequestOf } from '@/http/contracts'

export type FoundVehicle = { make: string; model: string; year: number; badge: string | null }

/**
 * finance §4 "rego plus regoState lookup": finds the vehicle of the rego and state the shopper typed
 * and hands its make, model and year to the form (`onFound`). Whatever happens, the fields stay open
 * for manual entry; the outcome is announced in a status line.
 */
export function RegoLookupButton({
  read,
  onFound,
}: {
  read: () => { rego: string; state: string }
  onFound: (vehicle: FoundVehicle) => void
}) {
  const [busy, setBusy] = useState(false)
  const [note, setNote] = useState('')
  const find = async () => {
    const { rego, state } = read()
    if (!rego.trim() || !state) return setNote(R.needsBoth)
    setBusy(true)
    try {
      const res = await api.call('trade-in-rego', { rego, state: state as RequestOf<'trade-in-rego'>['state'] })
      const vehicle: FoundVehicle | null = res.ok ? (res.data?.vehicle ?? null) : null
      if (res.ok && vehicle) {
        onFound(vehicle)
        setNote(R.found(vehicle))
      } else setNote(res.status === 404 ? R.notFound : R.unavailable)
    } catch {
      setNote(R.unavailable)
    } finally {
      setBusy(false)
    }
  }
  return (
    <p>
      <button type="button" className="button button--small" onClick={find} disabled={busy}>
        {busy ? R.busy : R.button}
      </button>{' '}
      <span role="status">{note}</span>
    </p>
  )
}
