import { BodyIcon } from '@/components/vehicle/BodyIcon'
import { PriceBlock } from '@/components/vehicle/PriceBlock'
import { localityLine } from '@/domain/locations/address'
import { formatKm } from '@/domain/text/number'

import { GearboxIcon, OdometerIcon } from './InfoIcons'
import type { VehicleView } from './vehicle-view'

import styles from './VehicleSummary.module.css'

type Props = { view: VehicleView; financeLine?: React.ReactNode }

/**
 * Title with the certified badge, the price block, the below-market badge, the finance estimate,
 * the location line and the car info icons (stock §2 vehicle detail page, §5 badges).
 */
export function VehicleSummary({ view, financeLine }: Props) {
  const { car, location } = view
  return (
    <header className={`vehicle-summary ${styles.summary}`}>
      <p className={styles.type}>{view.typeLabel}</p>
      <h1 className={styles.title}>
        {car.name}
        {view.certified ? (
          <span className={styles.certified} data-testid="certified-badge">
            {view.certifiedLogo ? (
              // eslint-disable-next-line @next/next/no-img-element -- a 28 px badge beside the title, never the LCP
              <img
                src={view.certifiedLogo.url}
                alt={`${car.make} Certified Pre-Owned`}
                width={view.certifiedLogo.width}
                height={view.certifiedLogo.height}
                decoding="async"
              />
            ) : (
              'Certified Pre-Owned'
            )}
          </span>
        ) : null}
      </h1>
      <PriceBlock car={car} settings={view.priceSettings} className={styles.price} />
      {view.belowMarket ? (
        <p className={styles.belowMarket} data-testid="below-market-badge">
          Below market price
        </p>
      ) : null}
      {financeLine}
      {location ? (
        <p className={styles.location}>
          <a href="#vehicle-map">
            {car.dealership.name}
            {location.city ? `, ${localityLine({ city: location.city, state: location.state })}` : ''}
          </a>
        </p>
      ) : null}
      <ul className={styles.icons} aria-label="Car info">
        {typeof car.km === 'number' ? (
          <li>
            <OdometerIcon /> {formatKm(car.km)}
          </li>
        ) : null}
        {car.simple_transmission ? (
          <li>
            <GearboxIcon /> {car.simple_transmission}
          </li>
        ) : null}
        {car.simple_body ? (
          <li>
            <BodyIcon body={car.simple_body} /> {car.simple_body}
          </li>
        ) : null}
      </ul>
    </header>
  )
}
