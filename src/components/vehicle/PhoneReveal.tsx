'use client'

import { useEffect, useRef, useState } from 'react'

import { displayPhone, telHref } from '@/domain/phone/format'
import { maskPhone } from '@/domain/phone/mask'

import styles from './PhoneReveal.module.css'

export type PhoneRevealProps = {
  phone: string
  /** Site flag phone_masking: some tenants show the number unmasked from the start (stock §4). */
  masked: boolean
  carId: number | string
  label?: string
}

/** stock §7 "Phone-reveal log call"; §8 "Phone reveal failure: console log only". */
function logReveal(carId: number | string) {
  fetch('/api/phone-reveal', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ car_id: carId }),
    keepalive: true,
  })
    .then((res) => {
      if (!res.ok) console.error(`Phone reveal log failed: ${res.status}`)
    })
    .catch((err: unknown) => console.error('Phone reveal log failed', err))
}

/**
 * The dealer's number, masked after 5 characters until clicked (stock §4 "Phone reveal"): the click
 * logs the reveal, then shows the number as a tel: link and moves focus to it.
 */
export function PhoneReveal({ phone, masked, carId, label }: PhoneRevealProps) {
  const [revealed, setRevealed] = useState(!masked)
  const [clicked, setClicked] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)
  const shown = displayPhone(phone)

  useEffect(() => {
    if (clicked) link.current?.focus()
  }, [clicked])

  const reveal = () => {
    logReveal(carId)
    setRevealed(true)
    setClicked(true)
  }

  const hidden = maskPhone(shown)
  return (
    <span className={styles.phone}>
      {label ? <span className={styles.label}>{label}</span> : null}
      {revealed ? (
        <a ref={link} className={styles.number} href={telHref(phone)} data-testid="phone-number">
          {shown}
        </a>
      ) : (
        <button type="button" className={styles.reveal} onClick={reveal} aria-label={`Show phone number ${hidden}`} data-testid="phone-reveal">
          {hidden}
        </button>
      )}
    </span>
  )
}
