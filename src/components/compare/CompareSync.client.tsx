'use client'

import { useEffect } from 'react'

import { readList, type ShortlistEntry, writeList } from '@/components/vehicle/shortlist-store'
import { compareHref } from '@/domain/compare'

/**
 * Keeps the browser's compare list and the URL in step. The URL is the truth (it is what a shared
 * link carries): opening `/compare?cars=…` makes those cars the browser's compare list; opening plain
 * `/compare` goes to the browser's list, if it has one. Renders nothing.
 */
export function CompareSync({ cars, hasParam }: { cars: ShortlistEntry[]; hasParam: boolean }) {
  useEffect(() => {
    if (!hasParam) {
      const stored = readList('compare')
      if (stored.length) window.location.replace(compareHref(stored.map((c) => c.slug)))
      return
    }
    writeList('compare', cars)
  }, [cars, hasParam])
  return null
}
