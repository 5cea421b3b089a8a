'use client'

import { useEffect, useRef, useState } from 'react'

import { displayPhone } from '@/domain/phone/format'

import { revealPhone } from './reveal-phone'

/**
 * The dealer's number on the printable sheet of a site that masks numbers. A print is a reveal
 * logged (with its source) before the number is shown (docs/features/vehicle-page.md "The vehicle page"): the sheet asks
 * for it once it is open, and the reveal call logs it with source 'print_page' before it answers
 * the number, so the page's HTML holds only the masked number (no page writes while it renders:
 * docs/features/caching.md "Caching and page weight"). Until the answer, and if there is none, the number stays
 * masked after 5 characters (stock §4, §9).
 */
export function PrintPhone({ carId, maskedPhone }: { carId: number | string; maskedPhone: string }) {
  const [phone, setPhone] = useState<string | null>(null)
  const asked = useRef(false) // one reveal per sheet, also under StrictMode's double effects

  useEffect(() => {
    if (asked.current) return
    asked.current = true
    void revealPhone({ car_id: carId, source: 'print_page' }).then((number) => {
      if (number) setPhone(displayPhone(number))
    })
  }, [carId])

  return <p data-testid="print-phone">Phone: {phone ?? maskedPhone}</p>
}
