'use client'

import { type ReactNode, useState } from 'react'

import {
  JOURNEY_STEP_LABELS,
  JOURNEY_STEPS,
  type JourneyStep,
  nextJourneyStep,
  previousJourneyStep,
} from '@/domain/reservations'

import { reserve } from './reserve-call'

type Props = {
  carSlug: string
  deposit: string
  /** server-rendered parts of each step (the car summary, the trade-in and finance links, the delivery calculator) */
  carPart: ReactNode
  tradeInPart: ReactNode
  financePart: ReactNode | null
  deliveryPart: ReactNode
}

/**
 * /checkout-journey (finance §2 "online purchase"; docs/features/reservations.md "Reserve and online purchase, and
 * payments"): the car, an optional trade-in, optional finance, pick-up or delivery, then the
 * deposit, which reserves the car with the choices. The steps are one ordered list; each has its
 * own heading, and focus moves to it on change.
 */
export function CheckoutJourney({ carSlug, deposit, carPart, tradeInPart, financePart, deliveryPart }: Props) {
  const steps = JOURNEY_STEPS.filter((s) => s !== 'finance' || financePart)
  const [step, setStep] = useState<JourneyStep>('car')
  const [tradeIn, setTradeIn] = useState(false)
  const [finance, setFinance] = useState(false)
  const [handover, setHandover] = useState<'pickup' | 'delivery'>('pickup')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const move = (to: JourneyStep | null) => {
    if (!to) return
    const skip = to === 'finance' && !financePart
    const target = skip ? (step === 'delivery' ? previousJourneyStep(to) : nextJourneyStep(to)) : to
    if (!target) return
    setError(null)
    setStep(target)
    requestAnimationFrame(() => document.getElementById('journey-step-heading')?.focus())
  }
  const pay = async () => {
    setBusy(true)
    setError(null)
    const outcome = await reserve({
      car_slug: carSlug,
      trade_in: tradeIn,
      finance,
      handover,
    })
    if (outcome.ok) return window.location.assign(outcome.redirect)
    setBusy(false)
    setError(outcome.message)
  }
  const index = steps.indexOf(step)

  return (
    <div className="checkout-journey">
      <ol className="checkout-journey__steps" aria-label="Steps">
        {steps.map((s, i) => (
          <li key={s} aria-current={s === step ? 'step' : undefined}>
            {i + 1}. {JOURNEY_STEP_LABELS[s]}
          </li>
        ))}
      </ol>
      <section aria-labelledby="journey-step-heading">
        <h2 id="journey-step-heading" tabIndex={-1}>
          Step {index + 1} of {steps.length}: {JOURNEY_STEP_LABELS[step]}
        </h2>
        {step === 'car' ? carPart : null}
        {step === 'trade-in' ? (
          <>
            <label>
              <input type="checkbox" checked={tradeIn} onChange={(e) => setTradeIn(e.target.checked)} /> I have a car to
              trade in
            </label>
            {tradeIn ? tradeInPart : null}
          </>
        ) : null}
        {step === 'finance' ? (
          <>
            <label>
              <input type="checkbox" checked={finance} onChange={(e) => setFinance(e.target.checked)} /> I would like
              finance for this car
            </label>
            {finance ? financePart : null}
          </>
        ) : null}
        {step === 'delivery' ? (
          <fieldset>
            <legend>How would you like to get the car?</legend>
            <label>
              <input
                type="radio"
                name="handover"
                checked={handover === 'pickup'}
                onChange={() => setHandover('pickup')}
              />{' '}
              Pick up at the dealership
            </label>
            <label>
              <input
                type="radio"
                name="handover"
                checked={handover === 'delivery'}
                onChange={() => setHandover('delivery')}
              />{' '}
              Deliver it to me
            </label>
            {handover === 'delivery' ? deliveryPart : null}
          </fieldset>
        ) : null}
        {step === 'deposit' ? (
          <>
            <p>
              Pay a {deposit} holding deposit to reserve the car. The dealership then contacts you to finish the
              purchase{tradeIn ? ', value your trade-in' : ''}
              {finance ? ' and arrange your finance' : ''}.
            </p>
            <button type="button" className="button" onClick={pay} disabled={busy} aria-busy={busy}>
              {busy ? 'Reserving...' : `Pay ${deposit} deposit`}
            </button>
          </>
        ) : null}
        <p role="alert" className="form-error">
          {error}
        </p>
        <p className="checkout-journey__nav">
          {index > 0 ? (
            <button type="button" className="button button--secondary" onClick={() => move(previousJourneyStep(step))}>
              Back
            </button>
          ) : null}{' '}
          {step !== 'deposit' ? (
            <button type="button" className="button" onClick={() => move(nextJourneyStep(step))}>
              Next
            </button>
          ) : null}
        </p>
      </section>
    </div>
  )
}
