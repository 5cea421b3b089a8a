'use client'

import { useState } from 'react'

import { telHref } from '@/domain/phone/format'

import { revealPhone } from './reveal-phone'

/**
 * Call Now on a site that masks numbers (stock §4 "Phone reveal"): the click logs the reveal like the
 * sidebar's number does, then dials the number the reveal answers. The page never holds the number.
 */
export function CallNowButton({ carId, className }: { carId: number | string; className?: string }) {
  const [busy, setBusy] = useState(false)
  const call = async () => {
    if (busy) return
    setBusy(true)
    const phone = await revealPhone(carId)
    setBusy(false)
    if (phone) window.location.href = telHref(phone)
  }
  return (
    <button type="button" className={className} onClick={call} aria-busy={busy || undefined} data-testid="call-now">
      Call Now
    </button>
  )
}
