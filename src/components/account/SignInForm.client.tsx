'use client'

import { useState, type FormEvent } from 'react'

import styles from './account.module.css'

/** spec: finance §9 "send-code timeout 15000 ms". */
const SEND_TIMEOUT_MS = 15_000

type Step = 'phone' | 'code' | 'details'

async function post(url: string, body: unknown, timeoutMs?: number) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined,
  })
  const raw = (await res.json().catch(() => ({}))) as {
    signed_in?: boolean
    verification?: string
    error?: { message?: string; fields?: Record<string, string> }
  }
  // Errors are `{error: {code, message, fields?}}` (CONVENTIONS "Errors").
  const json = { ...raw, message: raw.error?.message, fields: raw.error?.fields ?? {} }
  return { ok: res.ok, json }
}

/**
 * Sign-in by phone code (finance §2, §7): the phone → a 6-digit code by text → the first time on
 * this dealer group, name, last name and e-mail. Then to `redirect`.
 */
export function SignInForm({ redirect }: { redirect: string }) {
  const [step, setStep] = useState<Step>('phone')
  const [phone, setPhone] = useState('')
  const [verification, setVerification] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

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
    const { ok, json } = await post('/api/rate-limit', { phone: given, purpose: 'sign-in' }, SEND_TIMEOUT_MS)
    if (!ok) return setError(json.message ?? 'An unknown error occurred.')
    setPhone(given)
    setStep('code')
  }

  const checkCode = (data: FormData) => async () => {
    const { ok, json } = await post('/api/account/sign-in', { phone, code: String(data.get('code') ?? '') })
    if (!ok) return setError(json.message ?? 'An unknown error occurred during verification.')
    if (json.signed_in) return window.location.assign(redirect)
    setVerification(String(json.verification ?? ''))
    setStep('details')
  }

  const register = (data: FormData) => async () => {
    const { ok, json } = await post('/api/account/register', {
      phone,
      verification,
      name: data.get('name'),
      last_name: data.get('last_name'),
      email: data.get('email'),
    })
    if (!ok) {
      const fields = json.fields
      return setError(Object.values(fields)[0] ?? json.message ?? 'An unknown error occurred.')
    }
    window.location.assign(redirect)
  }

  return (
    <div>
      {step === 'phone' && (
        <form onSubmit={(e) => run(e, (d) => sendCode(d)())} noValidate>
          <div className={styles.field}>
            <label htmlFor="sign-in-phone">Mobile number</label>
            <input id="sign-in-phone" name="phone" type="tel" autoComplete="tel" inputMode="tel" required />
          </div>
          <button className={styles.button} type="submit" disabled={busy}>
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
          <button className={styles.button} type="submit" disabled={busy}>
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
          <button className={styles.button} type="submit" disabled={busy}>
            Continue
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
