import type { SiteContext } from '@/data/sites'
import type { Footer as FooterDoc } from '@/payload-types'

import { PaymentMethods } from './PaymentMethods'

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
    <footer className="site-footer">
      <div className="site-footer__groups">
        {(footer?.groups ?? []).map((group) => (
          <section key={group.id ?? group.title} aria-label={group.title}>
            <h2 className="site-footer__title">{group.title}</h2>
            <ul>
              {(group.links ?? []).map((link) => (
                <li key={link.id ?? link.url}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <ul className="site-footer__dealers">
        {site.dealerships.map((d) => (
          <li key={d.id}>
            <strong>{d.name}</strong>
            {d.dealer_license_number ? <> · DL# {d.dealer_license_number}</> : null}
            {d.motor_vehicle_repairer ? <> · MVR# {d.motor_vehicle_repairer}</> : null}
            {eofyOf.has(d.name) ? (
              <>
                {' · '}
                <a href={eofyOf.get(d.name)!} className="site-footer__eofy" aria-label={`${d.name} EOFY Sale`}>
                  EOFY Sale
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {footer?.show_payment_methods ? <PaymentMethods /> : null}
      {footer?.legal_text ? <p className="site-footer__legal">{footer.legal_text}</p> : null}
    </footer>
  )
}
