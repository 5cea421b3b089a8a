'use client'

import { type KeyboardEvent, useState } from 'react'
import { flushSync } from 'react-dom'

import { type Bound, clampToBounds } from '@/domain/finance/calculator'
import { groupThousands } from '@/domain/text/number'

import styles from './FinanceCalculator.module.css'

type Props = {
  id: string
  label: string
  value: number
  bound: Bound
  /** Dollar field: '$' prefix, whole digits only for the price, thousands separators when not focused. */
  money?: boolean
  digitsOnly?: boolean
  readOnly?: boolean
  describedBy?: string
  onValue: (value: number) => void
  /** Called on every edit by the shopper (not on focus or blur). */
  onEdit?: () => void
}

const shown = (value: number, money: boolean) => {
  if (!money) return String(value)
  const [whole, fraction] = String(value).split('.')
  return fraction ? `${groupThousands(Number(whole))}.${fraction}` : groupThousands(value)
}

/** What the shopper typed, as a number inside the bound (empty counts as 0). */
const parse = (raw: string, bound: Bound) => {
  const n = Number(raw.replace(/[^\d.]/g, '') || '0')
  return clampToBounds(Number.isFinite(n) ? n : 0, bound)
}

/**
 * One calculator input. spec: finance §4 "Price box: While focused it shows the raw number; on blur
 * or Enter the value is clamped and stored." The figures follow each keystroke (clamped) meanwhile.
 */
export function CalculatorField({
  id,
  label,
  value,
  bound,
  money = false,
  digitsOnly = false,
  readOnly = false,
  describedBy,
  onValue,
  onEdit,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null)
  const commit = () => {
    if (draft == null) return
    const clamped = parse(draft, bound)
    onValue(clamped)
    return clamped
  }
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    const clamped = commit()
    if (clamped != null) setDraft(String(clamped))
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <div className={styles.control}>
        {money ? (
          <span className={styles.prefix} aria-hidden="true">
            $
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode={digitsOnly || (bound.snap && Number.isInteger(bound.step)) ? 'numeric' : 'decimal'}
          autoComplete="off"
          readOnly={readOnly}
          aria-describedby={describedBy}
          value={draft ?? shown(value, money)}
          onFocus={(e) => {
            if (readOnly) return
            // The raw number replaces the formatted one, which moves the caret to the end: typing then
            // appended to the old price (20000 after 34,990 became $250,000). So the raw number is
            // rendered now, inside the focus event, and selected before any keystroke can arrive (a
            // selection deferred to the next frame raced fast typing on a busy machine).
            const input = e.currentTarget
            flushSync(() => setDraft(String(value)))
            input.select()
          }}
          onChange={(e) => {
            const raw = digitsOnly ? e.target.value.replace(/\D/g, '') : e.target.value.replace(/[^\d.]/g, '')
            setDraft(raw)
            onValue(parse(raw, bound))
            onEdit?.()
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            commit()
            setDraft(null)
          }}
        />
      </div>
    </div>
  )
}
