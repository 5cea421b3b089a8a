import Link from 'next/link'

import { siteHeaderPhone } from '@/data/analytics/phone-reveals'
import type { SiteContext } from '@/data/sites/sites'
import { siteVoiceName } from '@/domain/leads/thanks'
import type { Menu } from '@/payload-types'
import { siteFeature } from '@tenants/flags'

import { DrawerMenu } from './DrawerMenu'
import { HeaderPhone } from './HeaderPhone'
import { menuEntries } from './menu-entries'
import { MenuDrawer } from './MenuDrawer.client'
import { HeaderMenuList } from './MenuLists.client'

import styles from './Header.module.css'

type Props = { site: SiteContext; menu: Menu | null }

/**
 * Site header: logo, dealership name, phone and the header menu (dropdowns without JavaScript).
 * Below the lg breakpoint (Header.module.css) it is one compact row: the name, a call button and a
 * Menu button whose drawer holds the same menu (docs/features/phones-and-breakpoints.md "Phones and breakpoints"); the desktop
 * header is unchanged. Menu links (here, in the drawer, the mega menu and the footer) are plain
 * links, not next/link: each of the 50-odd was a client component to hydrate on every page view,
 * and prefetching them had cost a dozen RSC requests, for links a shopper follows one at a time
 * (docs/features/caching.md "Caching and page weight").
 */
export function Header({ site, menu }: Props) {
  const phone = siteHeaderPhone(site)
  const phoneMasked = siteFeature(site, 'phone_masking') // stock §4: the header follows the masking rules too
  const dealerName = siteVoiceName(site)
  return (
    <header className={`site-header ${styles.header}`} data-layout={site.template.tokens.header}>
      <div className={styles.bar}>
        <Link href="/" prefetch={false} className={styles.brand} aria-label={`${dealerName} home`}>
          <span className={styles.name}>{dealerName}</span>
        </Link>
        {phone ? <HeaderPhone phone={phone} masked={phoneMasked} variant="header" /> : null}
        <MenuDrawer title={dealerName}>
          <DrawerMenu menu={menu} phone={phone} phoneMasked={phoneMasked} />
        </MenuDrawer>
      </div>
      <nav aria-label="Main" className={styles.nav} id="site-menu">
        <HeaderMenuList entries={menuEntries(menu)} />
      </nav>
    </header>
  )
}
