'use client'

import { useState } from 'react'

import { api } from '@/http/client'

import styles from './account.module.css'
import buttonStyles from './account-button.module.css'

type State = { kind: 'idle' | 'busy' } | { kind: 'done' | 'error'; message: string }

/** The unsubscribe page's button: stops one saved search's e-mails with the token from the e-mail. */
export function UnsubscribeForm({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' })
  const submit = async (e: React.FormEvent) => {
    e.preventDefault()
    setState({ kind: 'busy' })
    const res = await api.call('unsubscribe', { token })
    if (res.ok) setState({ kind: 'done', message: res.data?.message ?? 'Done.' })
    else setState({ kind: 'error', message: res.message ?? 'We could not do that just now. Please try again.' })
  }
  if (state.kind === 'done') return <p role="status">{state.message}</p>
  return (
    <form onSubmit={submit} noValidate>
      <button type="submit" className={buttonStyles.button} disabled={state.kind === 'busy'}>
        Stop these e-mails
      </button>
      <p role="status" className={state.kind === 'error' ? styles.error : undefined}>
        {state.kind === 'error' ? state.message : null}
      </p>
    </form>
  )
}
