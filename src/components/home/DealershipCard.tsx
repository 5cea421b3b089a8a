import type { DealershipSummary } from '@/data/sites/sites'
import { addressLine } from '@/domain/locations/address'
import { displayPhone, telHref } from '@/domain/phone/format'

import styles from './DealershipCard.module.css'

/** A dealership's address, phone and licence numbers. */
export function DealershipCard({ dealership: d }: { dealership: DealershipSummary }) {
  const a = d.address
  const phone = d.phones?.main
  return (
    <article className={styles.card}>
      <h3 className={styles.name}>{d.name}</h3>
      {d.manufacturer ? <p className={styles.make}>{d.manufacturer}</p> : null}
      {a?.street ? <address>{addressLine(a)}</address> : null}
      {phone ? <a href={telHref(phone)}>{displayPhone(phone)}</a> : null}
      <p className={styles.licence}>
        {d.dealer_license_number ? `DL# ${d.dealer_license_number}` : null}
        {d.dealer_license_number && d.motor_vehicle_repairer ? ' · ' : null}
        {d.motor_vehicle_repairer ? `MVR# ${d.motor_vehicle_repairer}` : null}
      </p>
    </article>
  )
}
