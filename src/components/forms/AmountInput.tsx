import {
  inputDigits,
  KM_QUICK_PICKS,
  KM_SUFFIX,
  MONEY_QUICK_PICKS,
  MONEY_QUICK_PICKS_HIGH,
  withThousands,
} from '@/domain/leads/inputs'
import { formatPrice } from '@/domain/pricing/format'

import type { FieldAria } from './LeadField'

import styles from './LeadForm.module.css'

type Props = {
  aria: FieldAria
  /** the digits held by the form */
  value: string
  onValue: (digits: string) => void
  onBlur?: () => void
  name: string
}

/** A number typed with thousands separators; the form keeps only its digits. */
function Amount({
  aria,
  value,
  onValue,
  onBlur,
  name,
  prefix,
  suffix,
  picks,
  format,
}: Props & { prefix?: string; suffix?: string; picks: readonly number[]; format: (n: number) => string }) {
  return (
    <>
      <div className={styles.affix}>
        {prefix ? <span aria-hidden="true">{prefix}</span> : null}
        <input
          {...aria}
          name={name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={withThousands(value)}
          onChange={(e) => onValue(inputDigits(e.target.value))}
          onBlur={onBlur}
        />
        {suffix ? <span aria-hidden="true">{suffix}</span> : null}
      </div>
      <div className={styles.picks} role="group" aria-label="Quick picks">
        {picks.map((n) => (
          <button key={n} type="button" aria-pressed={value === String(n)} onClick={() => onValue(String(n))}>
            {format(n)}
          </button>
        ))}
      </div>
    </>
  )
}

/** spec: finance §5 "Money input: dollar prefix, thousands separators, quick-pick buttons" ($5,000 to $70,000, or the high set). */
export function MoneyInput({ high = false, ...props }: Props & { high?: boolean }) {
  return (
    <Amount
      {...props}
      prefix="$"
      picks={high ? MONEY_QUICK_PICKS_HIGH : MONEY_QUICK_PICKS}
      format={(n) => formatPrice(n)}
    />
  )
}

/** spec: finance §5 "Kilometre input: suffix ' kms' with quick-picks." */
export function KmInput(props: Props) {
  return (
    <Amount
      {...props}
      suffix={KM_SUFFIX}
      picks={KM_QUICK_PICKS}
      format={(n) => `${withThousands(String(n))}${KM_SUFFIX}`}
    />
  )
}
