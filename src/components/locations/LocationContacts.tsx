import type { SiteLocation } from '@/data/sites/locations'
import { localityLine } from '@/domain/locations/address'
import { type ClosedHoursText, weekHours } from '@/domain/locations/hours'
import { displayPhone, telHref } from '@/domain/phone/format'

import { OpeningHoursTable } from './OpeningHoursTable'
import { OpenStateLine } from './OpenStateLine'

import styles from './locations.module.css'

/** The service or parts locations beside their form: address, open state, phone, hours and page link. */
export function LocationContacts({
  locations,
  closedText,
  pageOf,
  now,
}: {
  locations: SiteLocation[]
  closedText: ClosedHoursText
  pageOf: (l: SiteLocation) => string
  now: Date
}) {
  return (
    <ul className={styles.cards}>
      {locations.map((l) => (
        <li key={l.id} className={styles.card}>
          <h3 className={styles.cardTitle}>
            <a href={pageOf(l)}>{l.name}</a>
          </h3>
          <address>
            {l.street ? (
              <>
                {l.street}
                <br />
              </>
            ) : null}
            {localityLine(l)}
          </address>
          <OpenStateLine
            source={{
              opening_hours: l.opening_hours,
              special_hours: l.special_hours,
              timeZone: l.timeZone,
              locationId: l.id,
            }}
            now={now}
          />
          {l.phone ? (
            <p>
              Phone: <a href={telHref(l.phone)}>{displayPhone(l.phone)}</a>
            </p>
          ) : null}
          <OpeningHoursTable
            rows={weekHours(l.opening_hours, closedText)}
            enquireHref="#form-section"
            caption={`Opening hours of ${l.name}`}
            compact
          />
        </li>
      ))}
    </ul>
  )
}
