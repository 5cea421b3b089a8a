import { listingPrice, type PricedCar, type PriceSettings, type ShownPrice } from '@/domain/pricing/listing-price'
import { WAS_LABEL } from '@/domain/pricing/was-price'

import styles from './PriceBlock.module.css'

/** A car and the site's price settings, or the listing price already worked out (a card's CardView). */
type Props = ({ car: PricedCar; settings: PriceSettings } | { price: ShownPrice }) & { className?: string }

/** The price by the spec's display order, with 'Was' struck through (stock §4). */
export function PriceBlock(props: Props) {
  const { className } = props
  const price: ShownPrice = 'car' in props ? listingPrice(props.car, props.settings) : props.price
  return (
    // price, price--{kind}, price__was and price__now: hooks for the e2e specs
    <p className={`price price--${price.kind} ${styles.price}${className ? ` ${className}` : ''}`}>
      {'was' in price && price.was ? (
        <span className="price__was">
          {WAS_LABEL} <s>{price.was.text}</s>
        </span>
      ) : null}
      <strong className="price__now">
        {price.text}
        {'suffix' in price ? <small>{price.suffix}</small> : null}
      </strong>
    </p>
  )
}
