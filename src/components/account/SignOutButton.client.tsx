'use client'

import { api } from '@/http/client'

import styles from './account.module.css'

/** Sign out (finance §7 "Sign out … page refreshes"). */
export function SignOutButton() {
  const signOut = async () => {
    await api.call('sign-out', undefined) // whatever the answer, the page refreshes
    window.location.reload()
  }
  return (
    <button type="button" className={styles.link} onClick={signOut}>
      Sign out
    </button>
  )
}
