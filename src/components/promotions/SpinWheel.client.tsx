'use client'

import { useState } from 'react'

import { api } from '@/http/client'

import styles from './spin.module.css'

export type SpinOutcome = { prize: string; won: boolean }

type Props = {
  campaignId: number | string
  prizes: string[]
  /** the shopper's earlier spin of this campaign: the wheel then shows its result and no button */
  earlier: SpinOutcome | null
}

/** How long the wheel turns before the result is told (ours; short, and none with reduced motion). */
const TURN_MS = 2500

const COLOURS = ['#eef2ff', '#fef3c7', '#dcfce7', '#fce7f3']

/** One colour band per prize, starting at 3 o'clock like the labels. */
const slices = (n: number) => {
  const step = 360 / Math.max(n, 1)
  const bands = Array.from(
    { length: Math.max(n, 1) },
    (_, i) => `${COLOURS[i % COLOURS.length]} ${i * step}deg ${(i + 1) * step}deg`,
  )
  return `conic-gradient(from 90deg, ${bands.join(', ')})`
}

const resultText = ({ prize, won }: SpinOutcome) =>
  won ? `You won: ${prize}! The dealership will be in touch to arrange it.` : `${prize}. Thanks for playing!`

/**
 * The Spin to Win wheel (docs/features/accounts.md "Shopper accounts and gating", "Spin to Win"). The wheel is
 * decoration; the prizes are the list beside it and the result is announced in a live region, so it
 * reads the same without sight or motion.
 */
export function SpinWheel({ campaignId, prizes, earlier }: Props) {
  const [outcome, setOutcome] = useState<SpinOutcome | null>(earlier)
  const [turn, setTurn] = useState(0)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const slice = 360 / Math.max(prizes.length, 1)

  const spin = async () => {
    setBusy(true)
    setError(null)
    try {
      const res = await api.call('spin-to-win', { campaign_id: campaignId })
      if (res.status === 0) throw new Error('no answer')
      // 409 already_spun answers the first spin's prize (src/http/contracts/account.ts).
      const json = ((res.ok ? res.data : res.body) ?? {}) as Partial<SpinOutcome>
      if (!json.prize || (!res.ok && res.status !== 409)) {
        setBusy(false)
        return setError((res.ok ? null : res.message) ?? 'An unexpected error occured')
      }
      const landed = { prize: json.prize, won: Boolean(json.won) }
      const index = Math.max(prizes.indexOf(landed.prize), 0)
      // A slice at angle a (clockwise from 3 o'clock) comes to rest under the pointer at 12 o'clock.
      setTurn(360 * 5 + 270 - (index + 0.5) * slice)
      const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
      window.setTimeout(
        () => {
          setOutcome(landed)
          setBusy(false)
        },
        still ? 0 : TURN_MS,
      )
    } catch {
      setBusy(false)
      setError('We could not reach the dealership. Please check your connection and try again.')
    }
  }

  return (
    <div className={styles.game}>
      <div className={styles.pointer} aria-hidden="true" />
      <div
        className={styles.wheel}
        aria-hidden="true"
        style={{
          transform: `rotate(${turn}deg)`,
          transitionDuration: `${TURN_MS}ms`,
          background: slices(prizes.length),
        }}
      >
        {prizes.map((label, i) => (
          <span key={i} className={styles.slice} style={{ transform: `rotate(${(i + 0.5) * slice}deg)` }}>
            {label}
          </span>
        ))}
      </div>
      {outcome ? null : (
        <button type="button" className={styles.spin} onClick={spin} disabled={busy} aria-busy={busy}>
          {busy ? 'Spinning...' : 'Spin the wheel'}
        </button>
      )}
      <p role="status" className={styles.result}>
        {outcome ? resultText(outcome) : ''}
      </p>
      <p role="alert" className={styles.error}>
        {error}
      </p>
    </div>
  )
}
