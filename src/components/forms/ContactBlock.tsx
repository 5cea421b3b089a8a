import type { SiteContext } from '@/data/sites/sites'
import { addressLine } from '@/domain/locations/address'
import { displayPhone, telHref } from '@/domain/phone/format'

import styles from './ContactBlock.module.css'

/**
 * The contact block of the trade-in and contact pages (finance §2 "Trade-in page parts: … contact
 * block"): each of the site's dealerships with its phone, e-mail and address.
 */
export function ContactBlock({ site, heading = 'Talk to us' }: { site: SiteContext; heading?: string }) {
  return (
    <section aria-labelledby="contact-block-heading" className={styles.block}>
      <h2 id="contact-block-heading">{heading}</h2>
      {site.dealerships.map((d) => {
        const phone = (site.dealerships.length === 1 && site.settings.sales_phone) || d.phones?.main
        const a = d.address
        return (
          <div key={d.id}>
            <h3>{d.name}</h3>
            {phone ? (
              <p>
                Phone: <a href={telHref(phone)}>{displayPhone(phone)}</a>
              </p>
            ) : null}
            {d.email ? (
              <p>
                Email: <a href={`mailto:${d.email}`}>{d.email}</a>
              </p>
            ) : null}
            {a?.street ? <p>{addressLine(a)}</p> : null}
          </div>
        )
      })}
    </section>
  )
}
