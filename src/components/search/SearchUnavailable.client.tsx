'use client'

import { useRouter } from 'next/navigation'
import { startTransition } from 'react'

import { UNEXPECTED_ERROR } from '@/domain/facets/messages'

import styles from './SearchUnavailable.module.css'

/**
 * The results page's error boundary: the engine failed and no good result of this search was
 * remembered (stock §4). The spec's generic message instead of Next's error screen; 'Try again'
 * asks the server once more.
 */
export function SearchUnavailable({ reset }: { reset: () => void }) {
  const router = useRouter()
  const retry = () =>
    startTransition(() => {
      router.refresh()
      reset()
    })
  return (
    <section className={styles.unavailable} role="alert" aria-labelledby="search-unavailable-title">
      <h1 id="search-unavailable-title">{UNEXPECTED_ERROR}</h1>
      <p>Our stock search is not answering just now. Please try again in a moment.</p>
      <button type="button" className="button" onClick={retry}>
        Try again
      </button>
    </section>
  )
}
