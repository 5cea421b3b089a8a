'use client'

import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useRef, useState } from 'react'

import { watchlistButtonFor } from '@/domain/accounts/watchlist'
import { api } from '@/http/client'

import { WatchlistToast, type WatchlistToastMessage } from './WatchlistToast.client'

import buttonStyles from './account-button.module.css'

type Toast = WatchlistToastMessage | null

/**
 * Save to / remove from the watchlist (stock §6 "saving adds the car optimistically, then calls the
 * server; removing removes optimistically; a toast follows success. Users without a phone are sent
 * to sign-in instead"; §8 toasts; §8 "Watchlist call failure: Browser alert with the error message").
 */
export function WatchlistButton({
  carId,
  name,
  forSale = true,
}: {
  carId: number | string
  name: string
  /** false for a sold car: the button shows only once the state says it is saved (stock §6) */
  forSale?: boolean
}) {
  const router = useRouter()
  const [saved, setSaved] = useState(false)
  const [signedIn, setSignedIn] = useState(false)
  const [toast, setToast] = useState<Toast>(null)
  // The state the server last told, kept beside React's copy for a click that comes before it renders.
  const known = useRef<{ signedIn: boolean; saved: boolean } | null>(null)
  const loading = useRef<Promise<unknown> | null>(null)
  useEffect(() => {
    let live = true
    loading.current = api.call('watchlist-state', { car_id: String(carId) }).then((res) => {
      const state = res.ok ? res.data : null
      if (!live || !state) return
      known.current = { signedIn: Boolean(state.signed_in), saved: Boolean(state.saved) }
      setSignedIn(known.current.signedIn)
      setSaved(known.current.saved)
    })
    return () => {
      live = false
    }
  }, [carId])
  const dismissToast = useCallback(() => setToast(null), [])

  const toSignIn = () => {
    const here = window.location.pathname + window.location.search
    const q = new URLSearchParams({ type: 'watchlist', redirect: here, back: here })
    router.push(`/sign-in?${q.toString()}`)
  }

  const toggle = async () => {
    // A click before the server's answer waits for it: a signed-in shopper is not sent to sign-in.
    if (!known.current) await loading.current
    const current = known.current ?? { signedIn, saved }
    if (!current.signedIn) return toSignIn()
    const save = !current.saved
    const apply = (next: { signedIn: boolean; saved: boolean }) => {
      known.current = next
      setSignedIn(next.signedIn)
      setSaved(next.saved)
    }
    apply({ signedIn: true, saved: save }) // optimistic
    setToast(null) // one toast at a time
    try {
      const res = await api.call(save ? 'watchlist-save' : 'watchlist-remove', { car_id: carId })
      if (!res.ok && res.status === 0) throw res.cause // the browser's own error, as before
      if (res.status === 401) return (apply({ signedIn: false, saved: false }), toSignIn())
      if (!res.ok || !res.data?.success) throw new Error((res.ok ? null : res.message) ?? 'An unknown error occurred.')
      setToast(
        save
          ? { title: 'Car Saved In Watchlist', description: `${name} is now available in your watchlist` }
          : { title: 'Car Removed', description: `${name} is no longer in your watchlist` },
      )
    } catch (err) {
      apply({ signedIn: true, saved: !save }) // roll back
      window.alert(err instanceof Error ? err.message : 'An unknown error occurred.')
    }
  }

  return (
    <>
      {watchlistButtonFor({ forSale }, saved) ? (
        <button type="button" className={buttonStyles.button} aria-pressed={saved} onClick={toggle}>
          {saved ? 'Saved to Watchlist' : 'Save to Watchlist'}
        </button>
      ) : null}
      <WatchlistToast toast={toast} onDismiss={dismissToast} />
    </>
  )
}
