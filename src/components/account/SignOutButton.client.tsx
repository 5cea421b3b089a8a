'use client'

import styles from './account.module.css'

/** Sign out (finance §7 "Sign out … page refreshes"). */
export function SignOutButton() {
  const signOut = async () => {
    await fetch('/api/account/sign-out', { method: 'POST' }).catch(() => undefined)
    window.location.reload()
  }
  return (
    <button type="button" className={styles.link} onClick={signOut}>
      Sign out
    </button>
  )
}
