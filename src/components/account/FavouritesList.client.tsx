'use client'

import Image from 'next/image'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from '@/components/ui/use-hydrated'
import { toggleEntry, useList } from '@/components/vehicle/shortlist-store'
import { compareHref, MAX_COMPARED } from '@/domain/compare'
import { carPath } from '@/domain/links/car-path'
import { api } from '@/http/client'

import styles from './account.module.css'
import buttonStyles from './account-button.module.css'

/** Only our own image paths (next.config images.localPatterns): a stored entry is the browser's to edit. */
const ownImage = (url: string | null) => !!url && /^\/(api\/media\/file|demo-images)\//.test(url)

/**
 * The favourites page's list (favourites stay anonymous in local storage; docs/features/accounts.md "Shopper accounts
 * and gating", "Favourites"): read from this browser only. With My Garage on the site (`garage`),
 * the shopper may add them all to the watchlist; an anonymous shopper is sent to sign-in first and
 * offered the merge there.
 */
export function FavouritesList({ garage, browseHref }: { garage: boolean; browseHref: string }) {
  const hydrated = useHydrated()
  const router = useRouter()
  const faves = useList('favourites')
  const [note, setNote] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!hydrated) return <p>Loading your favourites…</p>
  if (!faves.length)
    return (
      <p>
        You have no favourites yet. Choose ♡ Save on a car to keep it here. <a href={browseHref}>Browse our stock</a>.
      </p>
    )

  const addAll = async () => {
    setBusy(true)
    setNote(null)
    try {
      const res = await api.call('watchlist-merge', { car_ids: faves.map((c) => c.slug).slice(0, 50) })
      if (!res.ok && res.status === 0) throw res.cause // the browser's own error, as before
      if (res.status === 401) {
        const q = new URLSearchParams({ type: 'watchlist', redirect: '/favourites', back: '/favourites' })
        return router.push(`/sign-in?${q.toString()}`)
      }
      if (!res.ok) throw new Error(res.message ?? 'An unknown error occurred.')
      setNote(`${res.data?.added ?? 0} added to your watchlist.`)
    } catch (err) {
      window.alert(err instanceof Error ? err.message : 'An unknown error occurred.')
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <p className={styles.actions}>
        <a className="button" href={compareHref(faves.slice(-MAX_COMPARED).map((c) => c.slug))}>
          Compare {faves.length > MAX_COMPARED ? `the last ${MAX_COMPARED}` : faves.length > 1 ? 'these' : 'this car'}
        </a>{' '}
        {garage ? (
          <button type="button" className={buttonStyles.button} onClick={addAll} disabled={busy}>
            Add all to my watchlist
          </button>
        ) : null}
      </p>
      {note ? <p role="status">{note}</p> : null}
      <ul className={styles.garage} aria-label="Favourites">
        {faves.map((car) => (
          <li key={car.slug}>
            <div className={styles.fave}>
              {ownImage(car.primary_image_url) ? (
                <Image src={car.primary_image_url!} alt="" width={150} height={100} className={styles.faveImage} />
              ) : null}
              <div>
                <a href={carPath(car.slug)}>{car.name}</a>
                <p>{[car.make, car.model].filter(Boolean).join(' ')}</p>
              </div>
            </div>
            <button type="button" className={styles.link} onClick={() => toggleEntry('favourites', car)}>
              Remove<span className="visually-hidden"> {car.name} from favourites</span>
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}
