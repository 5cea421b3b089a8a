import { SalesCounterValue } from '@/components/promo/SalesCounter.client'
import type { BlockView } from '@/data/pages'
import { salesThisMonth } from '@/domain/promo/sales-counter'

type Props = Extract<BlockView, { blockType: 'salesCounter' }>

/** 'Sales this Month': the number at render time, then counted on in the browser. */
export function SalesCounterComponent({ heading, text }: Props) {
  return (
    <section className="content-block sales-counter" aria-label={heading}>
      <h2 className="sales-counter__heading">{heading}</h2>
      <p className="sales-counter__number">
        <SalesCounterValue initial={salesThisMonth(new Date())} />
      </p>
      {text ? <p className="sales-counter__text">{text}</p> : null}
    </section>
  )
}
