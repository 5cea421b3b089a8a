'use client'

import { useId, useState } from 'react'

import {
  DEFAULT_FUEL_PRICE_TEXT,
  DEFAULT_WEEKLY_KM_TEXT,
  parseFreeNumber,
  weeklyFuelCost,
} from '@/domain/fuel/fuel-cost'
import { formatPrice } from '@/domain/pricing/format'

import styles from './FuelCalculator.module.css'

/** Shown under an input whose text is not a number. */
export const FUEL_INPUT_HINT = 'Enter a number, e.g. 1.70'

/**
 * Weekly fuel cost (stock §5): free-text fuel price and weekly distance ('$', ',' and 'kms'
 * stripped), defaults 1.70 and 250, economy from the car (10 L/100km when unknown); recomputed on
 * every keystroke. The page leaves it out for electric cars (showsFuelCalculator).
 */
export function FuelCalculator({ economy }: { economy: number | null }) {
  const id = useId()
  const [fuelPrice, setFuelPrice] = useState(DEFAULT_FUEL_PRICE_TEXT)
  const [weeklyKm, setWeeklyKm] = useState(DEFAULT_WEEKLY_KM_TEXT)
  const cost = weeklyFuelCost({ fuelPrice, weeklyKm, economy })
  const priceBad = parseFreeNumber(fuelPrice) === null
  const kmBad = parseFreeNumber(weeklyKm) === null

  const field = (key: 'price' | 'km', label: string, value: string, set: (v: string) => void, bad: boolean) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={value}
        onChange={(e) => set(e.target.value)}
        aria-invalid={bad || undefined}
        aria-describedby={bad ? `${id}-${key}-hint` : undefined}
      />
      {bad ? (
        <p id={`${id}-${key}-hint`} className={styles.hint}>
          {FUEL_INPUT_HINT}
        </p>
      ) : null}
    </div>
  )

  return (
    <section className={styles.calculator} aria-labelledby={`${id}-heading`} data-testid="fuel-calculator">
      <h2 id={`${id}-heading`} className={styles.heading}>
        Fuel calculator
      </h2>
      <div className={styles.grid}>
        {field('price', 'Fuel price ($/L)', fuelPrice, setFuelPrice, priceBad)}
        {field('km', 'Weekly distance (kms)', weeklyKm, setWeeklyKm, kmBad)}
      </div>
      <output className={styles.result} aria-live="polite" htmlFor={`${id}-price ${id}-km`} data-testid="fuel-cost">
        {cost === null ? '' : `Estimated weekly fuel cost: ${formatPrice(cost, { cents: true })}`}
      </output>
    </section>
  )
}
