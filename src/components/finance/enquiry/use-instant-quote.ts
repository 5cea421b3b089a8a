'use client'

import { useEffect, useState } from 'react'

import { type Quote, QUOTE_DEBOUNCE_MS } from '@/domain/finance/quote'

import { fetchQuote } from './finance-calls'

/**
 * spec: finance §4 "Quote estimate": recomputed 500 ms after the last change of price, term, credit
 * rating, car or helper name; while loading '...' replaces the figures; on failure the quote is cleared.
 */
export function useInstantQuote(input: {
  purchasePrice: number
  loanTerm: number
  selfAssessedCreditScore: string
  whoIsHelping: string
  car_id: string
}) {
  const [result, setResult] = useState<{ key: string; quote: Quote | null } | null>(null)
  const key = JSON.stringify(input)
  useEffect(() => {
    let live = true
    const timer = setTimeout(async () => {
      const quote = await fetchQuote(JSON.parse(key))
      if (live) setResult({ key, quote })
    }, QUOTE_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [key])
  const current = result?.key === key
  return { quote: current ? result.quote : null, loading: !current }
}
