'use client'

import { useEffect, useState } from 'react'

import { watchlistButtonFor } from '@/domain/accounts/watchlist'

import styles from './account.module.css'

type Toast = { title: string; description: string } | null

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
  const [saved, setSaved] = useState(false)
  const [signedIn, setSignedIn] = useState(false)
  const [toast, setToast] = useState<Toast>(null)
  useEffect(() => {
    let live = true
    fetch(`/api/watchlist/state?car_id=${encodeURIComponent(String(carId))}`)
      .then((res) => (res.ok ? res.json() : null))
      .then((state: { signed_in?: boolean; saved?: boolean } | null) => {
        if (!live || !state) return
        setSignedIn(Boolean(state.signed_in))
        setSaved(Boolean(state.saved))
      })
      .catch(() => undefined)
    return () => {
      live = false
    }
  }, [carId])
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), 5000)
    return () => clearTimeout(timer)
  }, [toast])

  const toSignIn = () => {
    const here = window.location.pathname + window.location.search
    const q = new URLSearchParams({ type: 'watchlist', redirect: here, back: here })
    window.location.assign(`/sign-in?${q.toString()}`)
  }

  const toggle = async () => {
    if (!signedIn) return toSignIn()
    const save = !saved
    setSaved(save) // optimistic
    setToast(null) // one toast at a time
    try {
      const res = await fetch(`/api/watchlist/${save ? 'save-car' : 'remove-car'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId }),
      })
      if (res.status === 401) return (setSignedIn(false), setSaved(false), toSignIn())
      const json = (await res.json().catch(() => ({}))) as { success?: boolean; error?: { message?: string } }
      if (!res.ok || !json.success) throw new Error(json.error?.message ?? 'An unknown error occurred.')
      setToast(
        save
          ? { title: 'Car Saved In Watchlist', description: `${name} is now available in your watchlist` }
          : { title: 'Car Removed', description: `${name} is no longer in your watchlist` },
      )
    } catch (err) {
      setSaved(!save) // roll back
      window.alert(err instanceof Error ? err.message : 'An unknown error occurred.')
    }
  }

  return (
    <>
      {watchlistButtonFor({ forSale }, saved) ? (
        <button type="button" className={styles.button} aria-pressed={saved} onClick={toggle}>
          {saved ? 'Saved to Watchlist' : 'Save to Watchlist'}
        </button>
      ) : null}
      {toast ? (
        <div className="watchlist-toast" role="status">
          <strong>{toast.title}</strong>
          <p>{toast.description}</p>
          <a href="/my-garage">View List</a>
        </div>
      ) : null}
    </>
  )
}
