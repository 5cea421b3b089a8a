'use client'

import { useId, useRef, useState } from 'react'

import { sendCarEvent } from '@/components/analytics/send-car-event'
import {
  amountHelpText,
  type CalculatorBounds,
  REPAYMENT_FREQUENCIES,
  repaymentDisplay,
  type RepaymentFrequency,
  termStepText,
} from '@/domain/finance/calculator'
import { type RateRange, rateRangeText } from '@/domain/finance/comparison-range'
import type { CalculatorDefaults } from '@/domain/finance/defaults'
import type { LoanFees } from '@/domain/finance/fees'
import { calculatorRepayment, loanTotal } from '@/domain/finance/payment'
import { formatPrice } from '@/domain/pricing/format'

import { CalculatorField } from './CalculatorField.client'
import { FinanceDisclaimer } from './FinanceDisclaimer.client'

import styles from './FinanceCalculator.module.css'
import sectionStyles from '@/components/vehicle/detail/vehicle-section.module.css'

export type FinanceCalculatorProps = {
  /** The car, for the analytics event of the first change. */
  carSlug: string
  /** The car's dollar price (offer or normal), null when it has none. */
  price: number | null
  bounds: CalculatorBounds
  defaults: CalculatorDefaults
  /** The loan's fees (finance/fees.ts): financed once, per month, and the list shown. */
  fees: LoanFees
  /** Site flag finance_round_up. */
  roundUp: boolean
  /** The provider rounds by the price difference (finance/rounding.ts). */
  priceDifferenceRounding: boolean
  interestLocked: boolean
  showFrequency: boolean
  disclaimer: string | null
  /** Site flag finance_disclaimer_link: the Toyota variant toggles the disclaimer with a link. */
  disclaimerLink: boolean
  /** spec: finance §9 comparison-rate range, when known. */
  comparisonRange: RateRange | null
}

type Values = CalculatorDefaults

/** spec: finance §4 "the first change to any input sends one analytics event (id 26) once only"; §8 failures only warn. */
const sendFirstChange = (carSlug: string) => sendCarEvent('event-calculator', carSlug)

/** The vehicle page's finance calculator panel (finance §2, §5, §9), target of the '#finance-calculator' link. */
export function FinanceCalculator({
  carSlug,
  price,
  bounds,
  defaults,
  fees,
  roundUp,
  priceDifferenceRounding,
  interestLocked,
  showFrequency,
  disclaimer,
  disclaimerLink,
  comparisonRange,
}: FinanceCalculatorProps) {
  const id = useId()
  const [values, setValues] = useState<Values>(defaults)
  const [frequency, setFrequency] = useState<RepaymentFrequency>('weekly')
  const changed = useRef(false)
  const onEdit = () => {
    if (changed.current) return
    changed.current = true
    sendFirstChange(carSlug)
  }
  const set = (key: keyof Values) => (value: number) => setValues((v) => ({ ...v, [key]: value }))

  const { label, periodsPerYear } = REPAYMENT_FREQUENCIES.find((f) => f.value === frequency) ?? REPAYMENT_FREQUENCIES[0]
  const payment = calculatorRepayment(values, {
    periodsPerYear,
    fees,
    roundUp,
    priceDifference: priceDifferenceRounding,
    carPrice: price,
  })
  const shown = repaymentDisplay(payment)
  const total = loanTotal(payment, values.termYears, periodsPerYear, fees)
  const help = amountHelpText(values.amount, bounds.amount)
  const termHint = termStepText(bounds.term)

  return (
    <section
      id="finance-calculator"
      aria-labelledby={`${id}-title`}
      className={`section ${sectionStyles.section} ${styles.calculator}`}
    >
      <h2 id={`${id}-title`}>Finance calculator</h2>
      <div className={styles.grid}>
        <div className={styles.amount}>
          <CalculatorField
            id={`${id}-amount`}
            label="Purchase price"
            value={values.amount}
            bound={bounds.amount}
            money
            digitsOnly
            describedBy={help ? `${id}-amount-help` : undefined}
            onValue={set('amount')}
            onEdit={onEdit}
          />
          {help ? (
            <p id={`${id}-amount-help`} className={styles.help}>
              {help}
            </p>
          ) : null}
        </div>
        <div>
          <CalculatorField
            id={`${id}-term`}
            label="Loan term (years)"
            value={values.termYears}
            bound={bounds.term}
            describedBy={termHint ? `${id}-term-hint` : undefined}
            onValue={set('termYears')}
            onEdit={onEdit}
          />
          {termHint ? (
            <p id={`${id}-term-hint`} className={styles.hint}>
              {termHint}
            </p>
          ) : null}
        </div>
        <CalculatorField
          id={`${id}-interest`}
          label="Interest rate (%)"
          value={values.interestRate}
          bound={bounds.interest}
          readOnly={interestLocked}
          onValue={set('interestRate')}
          onEdit={onEdit}
        />
        <CalculatorField
          id={`${id}-deposit`}
          label="Deposit or trade-in (optional)"
          value={values.deposit}
          bound={bounds.deposit}
          money
          onValue={set('deposit')}
          onEdit={onEdit}
        />
        <CalculatorField
          id={`${id}-residual`}
          label="Residual repayment (optional)"
          value={values.residual}
          bound={bounds.residual}
          money
          onValue={set('residual')}
          onEdit={onEdit}
        />
      </div>
      {showFrequency ? (
        <fieldset className={styles.frequency}>
          <legend>Repayment frequency</legend>
          {REPAYMENT_FREQUENCIES.map((f) => (
            <label key={f.value}>
              <input
                type="radio"
                name={`${id}-frequency`}
                value={f.value}
                checked={frequency === f.value}
                onChange={() => {
                  setFrequency(f.value)
                  onEdit()
                }}
              />{' '}
              {f.label}
            </label>
          ))}
        </fieldset>
      ) : null}
      <output
        className={styles.result}
        aria-live="polite"
        aria-label="Repayment"
        htmlFor={[`${id}-amount`, `${id}-term`, `${id}-interest`, `${id}-deposit`, `${id}-residual`].join(' ')}
      >
        {shown.kind === 'enquire' ? (
          <span className={styles.figure}>{shown.text}</span>
        ) : (
          <>
            <span>
              {label} repayment <strong className={styles.figure}>{shown.text}</strong>
            </span>
            <span>
              Total repayments <strong>{formatPrice(total)}</strong>
            </span>
          </>
        )}
      </output>
      {fees.items.length ? (
        <dl className={styles.fees} data-testid="finance-fees">
          {fees.items.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>
                {formatPrice(f.amount, { cents: !Number.isInteger(f.amount) })}
                {f.per === 'month' ? ' per month' : ''}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      {comparisonRange ? (
        <p className={styles.range} data-testid="comparison-range">
          Comparison rates from {rateRangeText(comparisonRange)} p.a.
        </p>
      ) : null}
      {disclaimer ? <FinanceDisclaimer text={disclaimer} asLink={disclaimerLink} /> : null}
    </section>
  )
}
