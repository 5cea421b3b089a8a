import { linkItems } from '@/components/ui/link-items'
import { LinkGroups } from '@/components/ui/LinkList.client'
import type { SiteContext } from '@/data/sites/sites'
import type { Footer as FooterDoc } from '@/payload-types'

import { PaymentMethods } from './PaymentMethods.client'

import styles from './Footer.module.css'

type Props = {
  site: SiteContext
  footer: FooterDoc | null
  /** Each dealership's EOFY promo link (finance §2; src/domain/promo/eofy.ts), where it answers. */
  eofyLinks?: { dealership: string; href: string }[]
}

/** Footer link groups, the dealers' licence numbers, payment methods and legal text. */
export function Footer({ site, footer, eofyLinks = [] }: Props) {
  const eofyOf = new Map(eofyLinks.map((l) => [l.dealership, l.href]))
  return (
    <footer className={`site-footer ${styles.footer}`}>
      <div className={styles.groups}>
        <LinkGroups
          groups={(footer?.groups ?? []).map((group) => [group.title, linkItems(group.links)])}
          titleClassName={styles.title}
        />
      </div>
      <ul className={styles.dealers}>
        {site.dealerships.map((d) => (
          <li key={d.id}>
            <strong>{d.name}</strong>
            {d.dealer_license_number ? <> · DL# {d.dealer_license_number}</> : null}
            {d.motor_vehicle_repairer ? <> · MVR# {d.motor_vehicle_repairer}</> : null}
            {eofyOf.has(d.name) ? (
              <>
                {' · '}
                <a href={eofyOf.get(d.name)!} aria-label={`${d.name} EOFY Sale`}>
                  EOFY Sale
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {footer?.show_payment_methods ? <PaymentMethods /> : null}
      {footer?.legal_text ? <p className={styles.legal}>{footer.legal_text}</p> : null}
    </footer>
  )
}
