import { SalesCounterValue } from '@/components/promo/SalesCounter.client'
import type { BlockView } from '@/data/content/pages'
import { salesThisMonth } from '@/domain/promo/sales-counter'

import styles from './SalesCounter.module.css'

type Props = Extract<BlockView, { blockType: 'salesCounter' }>

/** 'Sales this Month': the number at render time, then counted on in the browser. */
export function SalesCounterComponent({ heading, text }: Props) {
  return (
    <section className={`content-block ${styles.counter}`} aria-label={heading}>
      <h2 className={styles.heading}>{heading}</h2>
      <p className={styles.number}>
        <SalesCounterValue initial={salesThisMonth(new Date())} />
      </p>
      {text ? <p>{text}</p> : null}
    </section>
  )
}
