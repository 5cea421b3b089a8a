'use client'

import Link from 'next/link'
import { useState } from 'react'

import { signInPath } from '@/domain/accounts/sign-in'
import { api } from '@/http/client'

import styles from './results.module.css'

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }

/**
 * 'Save this search' on the results page (docs/features/accounts.md "Saved searches with alerts"): saves the
 * address the shopper is looking at; a shopper who is not signed in goes to sign-in and back. The
 * page itself stays the same for everyone (cacheable): only this button asks who is signed in.
 */
export function SaveSearchButton() {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const save = async () => {
    setState({ kind: 'busy' })
    const here = `${window.location.pathname}${window.location.search}`
    const res = await api.call('save-search', { url: here })
    if (res.status === 401) {
      window.location.assign(signInPath('watchlist', here, here))
      return
    }
    if (!res.ok) setState({ kind: 'error', message: res.message ?? 'We could not save your search. Please try again.' })
    else setState({ kind: 'done', message: res.data?.message ?? 'Search saved.' })
  }
  return (
    <div className={styles.saveSearch}>
      <button type="button" className={styles.saveButton} onClick={save} disabled={state.kind === 'busy'}>
        Save this search
      </button>
      <p className={styles.saveStatus} role="status">
        {state.kind === 'done' || state.kind === 'error' ? state.message : null}
        {state.kind === 'done' ? (
          <>
            {' '}
            <Link href="/my-garage" prefetch={false}>
              My Garage
            </Link>
          </>
        ) : null}
      </p>
    </div>
  )
}
