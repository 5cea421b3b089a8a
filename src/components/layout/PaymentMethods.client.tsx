'use client'

import { PAYMENT_ICON_VIEWBOX, PAYMENT_ICONS_PATH, PAYMENT_METHODS, paymentSymbolId } from './payment-methods'

import styles from './PaymentMethods.module.css'

/**
 * The footer's payment-methods strip (finance §2; real icons as SVG, not text): each is
 * one image whose accessible name is the method, drawn from the sprite (payment-marks.ts). A client
 * component without props only for what every page sends (docs/features/caching.md "Caching and page weight"): drawn
 * on the server, its five <svg>s went in the RSC payload beside their HTML, about 1 KB.
 */
export function PaymentMethods() {
  return (
    <ul className={styles.methods} aria-label="Payment methods we accept">
      {PAYMENT_METHODS.map((m) => (
        <li key={m} className={styles.item}>
          <svg role="img" aria-label={m} viewBox={PAYMENT_ICON_VIEWBOX} width="48" height="30" focusable="false">
            <use href={`${PAYMENT_ICONS_PATH}#${paymentSymbolId(m)}`} />
          </svg>
        </li>
      ))}
    </ul>
  )
}
