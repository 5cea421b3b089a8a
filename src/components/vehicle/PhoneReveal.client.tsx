'use client'

import { useEffect, useRef, useState } from 'react'

import { displayPhone, telHref } from '@/domain/phone/format'

import { revealPhone } from './reveal-phone'

import styles from './PhoneReveal.module.css'

/**
 * Site flag phone_masking (stock §4): a masked number comes only as its masked text, so the full
 * number is not in the page until the shopper asks for it; some tenants show it unmasked from the start.
 */
export type PhoneRevealProps = { carId: number | string; label?: string } & (
  { masked: true; maskedPhone: string } | { masked: false; phone: string }
)

/**
 * The dealer's number, masked after 5 characters until clicked (stock §4 "Phone reveal"): the click
 * logs the reveal, which answers the number, then shows it as a tel: link and moves focus to it.
 */
export function PhoneReveal(props: PhoneRevealProps) {
  const { carId, label } = props
  const [phone, setPhone] = useState<string | null>(props.masked ? null : props.phone)
  const [clicked, setClicked] = useState(false)
  const [busy, setBusy] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (clicked && phone) link.current?.focus()
  }, [clicked, phone])

  const reveal = async () => {
    if (busy) return
    setBusy(true)
    const number = await revealPhone(carId)
    setBusy(false)
    if (!number) return
    setPhone(number)
    setClicked(true)
  }

  return (
    <span className={styles.phone}>
      {label ? <span className={styles.label}>{label}</span> : null}
      {phone ? (
        <a ref={link} className={styles.number} href={telHref(phone)} data-testid="phone-number">
          {displayPhone(phone)}
        </a>
      ) : props.masked ? (
        <button
          type="button"
          className={styles.reveal}
          onClick={reveal}
          aria-busy={busy || undefined}
          aria-label={`Show phone number ${props.maskedPhone}`}
          data-testid="phone-reveal"
        >
          {props.maskedPhone}
        </button>
      ) : null}
    </span>
  )
}
