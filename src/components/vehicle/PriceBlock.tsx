import { listingPrice, type PricedCar, type PriceSettings } from '@/domain/pricing/listing-price'
import { WAS_LABEL } from '@/domain/pricing/was-price'

import styles from './PriceBlock.module.css'

/** The price by the spec's display order, with 'Was' struck through (stock §4). */
export function PriceBlock({
  car,
  settings,
  className,
}: {
  car: PricedCar
  settings: PriceSettings
  className?: string
}) {
  const price = listingPrice(car, settings)
  return (
    // price, price--{kind}, price__was and price__now: hooks for the e2e specs
    <p className={`price price--${price.kind} ${styles.price}${className ? ` ${className}` : ''}`}>
      {'was' in price && price.was ? (
        <span className={`price__was ${styles.was}`}>
          {WAS_LABEL} <s>{price.was.text}</s>
        </span>
      ) : null}
      <strong className={`price__now ${styles.now}`}>
        {price.text}
        {'suffix' in price ? <small>{price.suffix}</small> : null}
      </strong>
    </p>
  )
}
