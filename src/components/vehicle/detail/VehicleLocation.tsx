import { localityLine } from '@/domain/locations/address'

import type { VehicleView } from './vehicle-view'

import sectionStyles from './vehicle-section.module.css'
import styles from './VehicleLocation.module.css'

/** Where the car is (the spec's #vehicle-map anchor, stock §2 routes): address and directions. */
export function VehicleLocation({ view }: { view: VehicleView }) {
  const { location, car } = view
  if (!location) return null
  return (
    <section id="vehicle-map" className={`section ${sectionStyles.section}`} aria-labelledby="vehicle-map-heading">
      <h2 id="vehicle-map-heading">Where to see this car</h2>
      <address className={styles.address}>
        <strong>{car.dealership.name}</strong>
        <br />
        {location.name}
        {location.street ? (
          <>
            <br />
            {location.street}
          </>
        ) : null}
        <br />
        {localityLine(location)}
      </address>
      <a href={location.directionsUrl} target="_blank" rel="noopener noreferrer">
        Get Directions
      </a>
    </section>
  )
}
