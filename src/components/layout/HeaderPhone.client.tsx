'use client'

import { useEffect, useRef, useState } from 'react'

import { revealPhone } from '@/components/vehicle/reveal-phone'
import { displayPhone, telHref } from '@/domain/phone/format'

import { phoneParts, type PhoneVariant } from './phone-parts'

type Props = { maskedPhone: string; variant: PhoneVariant }

/**
 * The header's call button on a site that masks numbers (tap to call, following the
 * masking rules: docs/features/phones-and-breakpoints.md "Phones and breakpoints"; stock §4 "masked after the first 5 characters
 * until clicked; the click logs a reveal call, then shows the number"). The page holds only the
 * masked number; a tap logs the reveal (POST /api/phone-reveal, source 'header'), which answers the
 * number, shows it as a tel: link and follows that link, so the phone dials. Its name stays
 * "Call 02 41XX XXXX".
 */
export function HeaderPhoneReveal({ maskedPhone, variant }: Props) {
  const { className, icon, callClassName, numberClassName } = phoneParts(variant)
  const [phone, setPhone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const link = useRef<HTMLAnchorElement>(null)

  useEffect(() => {
    if (!phone || !link.current) return
    link.current.focus()
    link.current.click() // then calls
  }, [phone])

  const reveal = async () => {
    if (busy) return
    setBusy(true)
    const number = await revealPhone({ source: 'header' })
    setBusy(false)
    if (number) setPhone(number)
  }

  const content = (number: string) => (
    <>
      {icon}
      <span className={callClassName}>Call </span>
      <span className={numberClassName}>{number}</span>
    </>
  )
  return phone ? (
    <a ref={link} className={className} href={telHref(phone)} data-testid="header-phone-number">
      {content(displayPhone(phone))}
    </a>
  ) : (
    <button
      type="button"
      className={className}
      onClick={reveal}
      aria-busy={busy || undefined}
      data-testid="header-phone-reveal"
    >
      {content(maskedPhone)}
    </button>
  )
}
