import Link from 'next/link'

import type { SiteContext } from '@/data/sites'
import { displayPhone, telHref } from '@/domain/phone/format'
import type { Menu } from '@/payload-types'

type Props = { site: SiteContext; menu: Menu | null; phone: string | null | undefined }

/**
 * Site header: logo, dealership name, phone and the header menu (dropdowns without JavaScript).
 * Menu links are not prefetched: that cost every page view a dozen RSC requests and main-thread
 * work for links shoppers rarely follow.
 */
export function Header({ site, menu, phone }: Props) {
  const dealerName = site.template.kind === 'group' ? site.name : (site.primaryDealership?.name ?? site.name)
  return (
    <header className="site-header" data-layout={site.template.tokens.header}>
      <div className="site-header__bar">
        <Link href="/" className="site-header__brand" aria-label={`${dealerName} home`}>
          <span className="site-header__name">{dealerName}</span>
        </Link>
        {phone ? (
          <a className="site-header__phone" href={telHref(phone)}>
            <span className="visually-hidden">Call </span>
            {displayPhone(phone)}
          </a>
        ) : null}
      </div>
      <nav aria-label="Main" className="site-nav">
        <ul className="site-nav__list">
          {(menu?.items ?? []).map((item) => (
            <li key={item.id ?? item.url} className={item.highlight ? 'site-nav__item is-highlight' : 'site-nav__item'}>
              {item.children?.length ? (
                <details className="site-nav__dropdown">
                  <summary>{item.label}</summary>
                  <ul>
                    {item.children.map((child) => (
                      <li key={child.id ?? child.url}>
                        <Link href={child.url} prefetch={false}>{child.label}</Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link href={item.url} prefetch={false}>{item.label}</Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
