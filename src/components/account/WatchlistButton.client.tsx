'use client'

import { useEffect, useState } from 'react'

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
  initiallySaved,
  signedIn,
}: {
  carId: number | string
  name: string
  initiallySaved: boolean
  signedIn: boolean
}) {
  const [saved, setSaved] = useState(initiallySaved)
  const [toast, setToast] = useState<Toast>(null)
  useEffect(() => {
    if (!toast) return
    const timer = setTimeout(() => setToast(null), 5000)
    return () => clearTimeout(timer)
  }, [toast])

  const toggle = async () => {
    if (!signedIn) {
      const here = window.location.pathname + window.location.search
      const q = new URLSearchParams({ type: 'watchlist', redirect: here, back: here })
      return window.location.assign(`/sign-in?${q.toString()}`)
    }
    const save = !saved
    setSaved(save) // optimistic
    setToast(null) // one toast at a time
    try {
      const res = await fetch(`/api/watchlist/${save ? 'save-car' : 'remove-car'}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ car_id: carId }),
      })
      const json = (await res.json().catch(() => ({}))) as { success?: boolean; message?: string }
      if (!res.ok || !json.success) throw new Error(json.message ?? 'An unknown error occurred.')
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
      <button type="button" className={styles.button} aria-pressed={saved} onClick={toggle}>
        {saved ? 'Saved to Watchlist' : 'Save to Watchlist'}
      </button>
      {toast ? (
        <div className={styles.toast} role="status">
          <strong>{toast.title}</strong>
          <p>{toast.description}</p>
          <a href="/my-garage">View List</a>
        </div>
      ) : null}
    </>
  )
}
