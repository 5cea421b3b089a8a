'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useSyncExternalStore } from 'react'

import { watchlistButtonFor } from '@/domain/accounts/watchlist'
import { api } from '@/http/client'

import { WatchlistToast } from './WatchlistToast.client'

/**
 * The watchlist on the result cards (docs/features/accounts.md "Shopper accounts and gating", "Result cards"; stock §6
 * "saving adds the car optimistically, then calls the server; removing removes optimistically; a
 * toast follows success. Users without a phone are sent to sign-in instead"; §8 toasts and
 * "Watchlist call failure: Browser alert").
 *
 * One small store for the whole page: the host asks the server once which cars are saved, each card's
 * button only reads the store and sends its own save or remove, and the host shows the one toast
 * (finance §5 "Toast queue holds 1 toast at a time").
 */
type Toast = { title: string; description: string; n: number }
type State = { loaded: boolean; signedIn: boolean; saved: ReadonlySet<string>; toast: Toast | null }

// The server's snapshot is the store's first state, the same object: a different one (even an equal
// one) makes React render every card's button a second time straight after hydrating it.
const SERVER: State = { loaded: false, signedIn: false, saved: new Set(), toast: null }
let state: State = SERVER
const listeners = new Set<() => void>()
const set = (next: Partial<State>) => {
  state = { ...state, ...next }
  listeners.forEach((l) => l())
}
const subscribe = (l: () => void) => {
  listeners.add(l)
  return () => listeners.delete(l)
}
const useStore = () =>
  useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER,
  )

let toastSeq = 0
const withCar = (id: string, on: boolean) => {
  const next = new Set(state.saved)
  if (on) next.add(id)
  else next.delete(id)
  return next
}

let loading: Promise<void> | null = null
/** Asks the server once per page load which cars are saved (a failed read is tried again on the next click). */
function load(): Promise<void> {
  loading ??= api.call('watchlist-state', {}).then((res) => {
    const s = res.ok ? res.data : null
    if (s) set({ loaded: true, signedIn: Boolean(s.signed_in), saved: new Set((s.saved_ids ?? []).map(String)) })
    else loading = null
  })
  return loading
}

function toSignIn(push: (href: string) => void) {
  const here = window.location.pathname + window.location.search
  const q = new URLSearchParams({ type: 'watchlist', redirect: here, back: here })
  push(`/sign-in?${q.toString()}`)
}

async function toggle(id: string, name: string, push: (href: string) => void) {
  if (!state.loaded) await load()
  if (!state.signedIn) return toSignIn(push)
  const save = !state.saved.has(id)
  set({ saved: withCar(id, save), toast: null }) // optimistic; one toast at a time
  try {
    const res = await api.call(save ? 'watchlist-save' : 'watchlist-remove', { car_id: id })
    if (!res.ok && res.status === 0) throw res.cause // the browser's own error, as before
    if (res.status === 401) {
      set({ signedIn: false, saved: withCar(id, !save) })
      return toSignIn(push)
    }
    if (!res.ok || !res.data?.success) throw new Error((res.ok ? null : res.message) ?? 'An unknown error occurred.')
    set({
      toast: save
        ? { title: 'Car Saved In Watchlist', description: `${name} is now available in your watchlist`, n: ++toastSeq }
        : { title: 'Car Removed', description: `${name} is no longer in your watchlist`, n: ++toastSeq },
    })
  } catch (err) {
    set({ saved: withCar(id, !save) }) // roll back
    window.alert(err instanceof Error ? err.message : 'An unknown error occurred.')
  }
}

/**
 * A card's Save to Watchlist button: reads the page's store, so it costs one small component per card.
 * The car's name completes the button's name for assistive technology only (CarCard.module.css).
 */
export function CardWatchButton({
  carId,
  name,
  forSale = true,
}: {
  carId: number | string
  name: string
  /** false for a sold car: the button shows only while it is saved (stock §6) */
  forSale?: boolean
}) {
  const { saved, loaded } = useStore()
  const { push } = useRouter()
  const id = String(carId)
  const on = saved.has(id)
  if (!watchlistButtonFor({ forSale }, on)) return null
  return (
    <button
      type="button"
      aria-pressed={on}
      data-loaded={loaded || undefined}
      onClick={() => void toggle(id, name, push)}
    >
      {on ? 'Saved to Watchlist' : 'Save to Watchlist'}
      <span>{` ${name}`}</span>
    </button>
  )
}

const dismissToast = () => set({ toast: null })

/** Once per page: reads which cars are saved, and shows the toast. */
export function CardWatchlistHost() {
  const { toast } = useStore()
  useEffect(() => {
    void load()
  }, [])
  return <WatchlistToast toast={toast} onDismiss={dismissToast} />
}
