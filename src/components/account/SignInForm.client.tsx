'use client'

import { type FormEvent, useState } from 'react'

import { readList } from '@/components/vehicle/shortlist-store'
import { api } from '@/http/client'
import type { ContractName, RequestOf } from '@/http/contracts'

import styles from './account.module.css'
import buttonStyles from './account-button.module.css'

/** spec: finance §9 "send-code timeout 15000 ms". */
const SEND_TIMEOUT_MS = 15_000

type Step = 'phone' | 'code' | 'details' | 'merge'

type SignInCall = 'send-code' | 'sign-in' | 'register' | 'watchlist-merge'

/** Each step's call, with an Idempotency-Key (a retry is the same step); no answer at all throws. */
async function post<K extends SignInCall & ContractName>(name: K, body: RequestOf<K>, timeoutMs?: number) {
  const res = await api.call(name, body, {
    idempotencyKey: true,
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  })
  if (res.status === 0) throw new Error(`${name}: no answer`)
  const raw = ((res.ok ? res.data : res.body) ?? {}) as {
    signed_in?: boolean
    verification?: string
    added?: number
    error?: { message?: string; fields?: Record<string, string> }
  }
  // Errors are `{error: {code, message, fields?}}` (CONVENTIONS "Errors").
  const json = { ...raw, message: raw.error?.message, fields: raw.error?.fields ?? {} }
  return { ok: res.ok, json }
}

/**
 * Sign-in by phone code (finance §2, §7): the phone → a 6-digit code by text → the first time on
 * this dealer group, name, last name and e-mail. Then to `redirect`; where the site has My Garage
 * (`offerMerge`) and this browser keeps favourites, the shopper is first offered to add them to the
 * watchlist (docs/features/accounts.md "Shopper accounts and gating", "Favourites").
 */
export function SignInForm({ redirect, offerMerge = false }: { redirect: string; offerMerge?: boolean }) {
  const [step, setStep] = useState<Step>('phone')
  const [phone, setPhone] = useState('')
  const [verification, setVerification] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [faveCount, setFaveCount] = useState(0)

  const signedIn = () => {
    const faves = offerMerge ? readList('favourites') : []
    if (!faves.length) return window.location.assign(redirect)
    setFaveCount(faves.length)
    setStep('merge')
  }

  const merge = async () => {
    const faves = readList('favourites')
    const { ok, json } = await post('watchlist-merge', { car_ids: faves.map((c) => c.slug).slice(0, 50) })
    if (!ok) return setError(json.message ?? 'An unknown error occurred.')
    window.location.assign(redirect)
  }

  const run = async (e: FormEvent<HTMLFormElement>, act: (data: FormData) => Promise<void>) => {
    e.preventDefault()
    setBusy(true)
    setError(null)
    try {
      await act(new FormData(e.currentTarget))
    } catch {
      setError('An unknown error occurred.')
    } finally {
      setBusy(false)
    }
  }

  const sendCode = (data: FormData) => async () => {
    const given = String(data.get('phone') ?? '')
    const { ok, json } = await post('send-code', { phone: given, purpose: 'sign-in' }, SEND_TIMEOUT_MS)
    if (!ok) return setError(json.message ?? 'An unknown error occurred.')
    setPhone(given)
    setStep('code')
  }

  const checkCode = (data: FormData) => async () => {
    const { ok, json } = await post('sign-in', { phone, code: String(data.get('code') ?? '') })
    if (!ok) return setError(json.message ?? 'An unknown error occurred during verification.')
    if (json.signed_in) return signedIn()
    setVerification(String(json.verification ?? ''))
    setStep('details')
  }

  const register = (data: FormData) => async () => {
    const { ok, json } = await post('register', {
      phone,
      verification,
      name: String(data.get('name') ?? ''),
      last_name: String(data.get('last_name') ?? ''),
      email: String(data.get('email') ?? ''),
    })
    if (!ok) {
      const fields = json.fields
      return setError(Object.values(fields)[0] ?? json.message ?? 'An unknown error occurred.')
    }
    signedIn()
  }

  return (
    <div>
      {step === 'phone' && (
        <form onSubmit={(e) => run(e, (d) => sendCode(d)())} noValidate>
          <div className={styles.field}>
            <label htmlFor="sign-in-phone">Mobile number</label>
            <input id="sign-in-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
          </div>
          <button className={buttonStyles.button} type="submit" disabled={busy}>
            Send code
          </button>
        </form>
      )}
      {step === 'code' && (
        <form onSubmit={(e) => run(e, (d) => checkCode(d)())} noValidate>
          <p>We sent a 6-digit code to {phone}.</p>
          <div className={styles.field}>
            <label htmlFor="sign-in-code">Verification code</label>
            <input
              id="sign-in-code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
          </div>
          <button className={buttonStyles.button} type="submit" disabled={busy}>
            Sign in
          </button>{' '}
          <button className={styles.link} type="button" onClick={() => setStep('phone')}>
            Use another number
          </button>
        </form>
      )}
      {step === 'details' && (
        <form onSubmit={(e) => run(e, (d) => register(d)())} noValidate>
          <p>Welcome! Tell us your name and e-mail to finish signing in.</p>
          <div className={styles.field}>
            <label htmlFor="sign-in-name">First name</label>
            <input id="sign-in-name" name="name" autoComplete="given-name" required />
          </div>
          <div className={styles.field}>
            <label htmlFor="sign-in-last-name">Last name</label>
            <input id="sign-in-last-name" name="last_name" autoComplete="family-name" required />
          </div>
          <div className={styles.field}>
            <label htmlFor="sign-in-email">Email</label>
            <input id="sign-in-email" name="email" type="email" autoComplete="email" required />
          </div>
          <button className={buttonStyles.button} type="submit" disabled={busy}>
            Continue
          </button>
        </form>
      )}
      {step === 'merge' && (
        <form onSubmit={(e) => run(e, () => merge())} noValidate aria-labelledby="sign-in-merge-heading">
          <h2 id="sign-in-merge-heading">Add your favourites to your watchlist?</h2>
          <p>
            You have {faveCount} {faveCount === 1 ? 'favourite' : 'favourites'} saved on this device. Add{' '}
            {faveCount === 1 ? 'it' : 'them'} to your watchlist to see {faveCount === 1 ? 'it' : 'them'} in My Garage on
            any device.
          </p>
          <button className={buttonStyles.button} type="submit" disabled={busy}>
            Add to my watchlist
          </button>{' '}
          <button className={styles.link} type="button" onClick={() => window.location.assign(redirect)}>
            Not now
          </button>
        </form>
      )}
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
