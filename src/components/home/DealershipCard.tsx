import type { DealershipSummary } from '@/data/sites'
import { addressLine } from '@/domain/locations/address'
import { displayPhone, telHref } from '@/domain/phone/format'

/** A dealership's address, phone and licence numbers. */
export function DealershipCard({ dealership: d }: { dealership: DealershipSummary }) {
  const a = d.address
  const phone = d.phones?.main
  return (
    <article className="dealer-card">
      <h3 className="dealer-card__name">{d.name}</h3>
      {d.manufacturer ? <p className="dealer-card__make">{d.manufacturer}</p> : null}
      {a?.street ? <address>{addressLine(a)}</address> : null}
      {phone ? <a href={telHref(phone)}>{displayPhone(phone)}</a> : null}
      <p className="dealer-card__licence">
        {d.dealer_license_number ? `DL# ${d.dealer_license_number}` : null}
        {d.dealer_license_number && d.motor_vehicle_repairer ? ' · ' : null}
        {d.motor_vehicle_repairer ? `MVR# ${d.motor_vehicle_repairer}` : null}
      </p>
    </article>
  )
}
