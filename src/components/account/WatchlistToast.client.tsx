'use client'

import Link from 'next/link'
import { useEffect } from 'react'

import { WATCHLIST_TOAST_REMOVE_DELAY_MS } from '@/domain/accounts/watchlist'

import toastStyles from './watchlist-toast.module.css'

export type WatchlistToastMessage = { title: string; description: string }

/**
 * The watchlist's one toast (CardWatchlist, WatchlistButton): its message, a 'View List' link to the
 * watchlist and a Dismiss button. It stays until dismissed (finance §9 "removal delay 1000000 ms").
 * `onDismiss` must keep its identity between renders (a useCallback), or the delay restarts.
 */
export function WatchlistToast({ toast, onDismiss }: { toast: WatchlistToastMessage | null; onDismiss: () => void }) {
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(onDismiss, WATCHLIST_TOAST_REMOVE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [toast, onDismiss])
  if (!toast) return null
  return (
    <div className={toastStyles.toast} role="status">
      <strong>{toast.title}</strong>
      <p>{toast.description}</p>
      <Link href="/my-garage" prefetch={false}>
        View List
      </Link>
      <button type="button" className={toastStyles.dismiss} onClick={onDismiss} aria-label="Dismiss">
        ×
      </button>
    </div>
  )
}
