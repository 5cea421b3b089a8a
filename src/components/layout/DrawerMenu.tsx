import { linkItems } from '@/components/ui/link-items'
import { LinkList } from '@/components/ui/LinkList.client'
import { menuItemKind } from '@/domain/content/menu-item'
import type { Menu } from '@/payload-types'

import { HeaderPhone } from './HeaderPhone'
import { MegaMenu } from './MegaMenu'

import styles from './MenuDrawer.module.css'

type Props = { menu: Menu | null; phone: string | null; phoneMasked: boolean }

/**
 * The menu drawer's content (issue 17): the header menu's links, each dropdown as a disclosure of
 * its links (a mega menu as its columns, one under another), then the highlighted items (Sell My Car, Finance…) as full-width buttons and the call
 * button. Server-rendered; the drawer (MenuDrawer.client) only opens and closes it.
 */
export function DrawerMenu({ menu, phone, phoneMasked }: Props) {
  const items = menu?.items ?? []
  const buttons = items.filter((item) => item.highlight && menuItemKind(item) === 'link')
  const links = items.filter((item) => !buttons.includes(item))
  return (
    <nav aria-label="Menu" className={styles.nav}>
      <ul className={styles.list}>
        {links.map((item, i) => (
          <li key={i}>
            {menuItemKind(item) === 'mega' ? (
              <details className={styles.group}>
                <summary>{item.label}</summary>
                <MegaMenu columns={item.columns} idPrefix={`drawer-${i}`} className={styles.megaPanel} />
              </details>
            ) : menuItemKind(item) === 'dropdown' ? (
              <details className={styles.group}>
                <summary>{item.label}</summary>
                <LinkList links={linkItems(item.children)} />
              </details>
            ) : (
              <a href={item.url}>{item.label}</a>
            )}
          </li>
        ))}
      </ul>
      {buttons.length || phone ? (
        <ul className={`menu-drawer__actions ${styles.actions}`}>
          {buttons.map((item, i) => (
            <li key={i}>
              <a className="button" href={item.url}>
                {item.label}
              </a>
            </li>
          ))}
          {phone ? (
            <li>
              <HeaderPhone phone={phone} masked={phoneMasked} variant="drawer" />
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  )
}
