'use client'

import { usePathname } from 'next/navigation'
import { useEffect } from 'react'

import { recordPageVisit } from '@/components/forms/lead-attributes'

/**
 * Records each page of the visit, with the query parameters it was linked with, for the lead a
 * shopper may send later (finance §3 lead_attributes). Renders nothing; writes only this tab's
 * session storage, so the shared HTML stays the same for everyone.
 */
export function PageHistory() {
  const pathname = usePathname()
  useEffect(() => {
    recordPageVisit()
  }, [pathname])
  return null
}
