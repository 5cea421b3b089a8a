import { listingPrice, type PricedCar, type PriceSettings } from '@/domain/pricing/listing-price'
import { WAS_LABEL } from '@/domain/pricing/was-price'

/** The price by the spec's display order, with 'Was' struck through (stock §4). */
export function PriceBlock({ car, settings }: { car: PricedCar; settings: PriceSettings }) {
  const price = listingPrice(car, settings)
  return (
    <p className={`price price--${price.kind}`}>
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
