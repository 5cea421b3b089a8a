import Link from 'next/link'

import type { SiteContext } from '@/data/sites'
import { menuItemKind } from '@/domain/content/menuItem'
import { displayPhone, telHref } from '@/domain/phone/format'
import type { Menu } from '@/payload-types'

import { DrawerMenu } from './DrawerMenu'
import { MegaMenu } from './MegaMenu'
import { MenuDrawer } from './MenuDrawer.client'

type Props = { site: SiteContext; menu: Menu | null; phone: string | null | undefined }

/**
 * Site header: logo, dealership name, phone and the header menu (dropdowns without JavaScript).
 * Below the lg breakpoint (phone.css) it is one compact row: the name, a call button and a Menu
 * button whose drawer holds the same menu (issue 17); the desktop header is unchanged.
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
            <svg
              className="site-header__phone-icon"
              viewBox="0 0 24 24"
              width="20"
              height="20"
              aria-hidden="true"
              focusable="false"
            >
              <path
                fill="currentColor"
                d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
              />
            </svg>
            <span className="site-header__call">Call </span>
            <span className="site-header__number">{displayPhone(phone)}</span>
          </a>
        ) : null}
        <MenuDrawer title={dealerName}>
          <DrawerMenu menu={menu} phone={phone} />
        </MenuDrawer>
      </div>
      <nav aria-label="Main" className="site-nav" id="site-menu">
        <ul className="site-nav__list">
          {(menu?.items ?? []).map((item, i) => (
            <li key={item.id ?? item.url} className={item.highlight ? 'site-nav__item is-highlight' : 'site-nav__item'}>
              {menuItemKind(item) === 'mega' ? (
                <details className="site-nav__dropdown site-nav__dropdown--mega">
                  <summary>{item.label}</summary>
                  <MegaMenu columns={item.columns} idPrefix={`nav-${i}`} />
                </details>
              ) : menuItemKind(item) === 'dropdown' ? (
                <details className="site-nav__dropdown">
                  <summary>{item.label}</summary>
                  <ul>
                    {(item.children ?? []).map((child) => (
                      <li key={child.id ?? child.url}>
                        <Link href={child.url} prefetch={false}>
                          {child.label}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </details>
              ) : (
                <Link href={item.url} prefetch={false}>
                  {item.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </nav>
    </header>
  )
}
