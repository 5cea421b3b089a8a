import type { LinkGroup } from '@/components/ui/link-items'
import { LinkList } from '@/components/ui/LinkList.client'

import styles from './MegaMenu.module.css'

/**
 * A mega menu's panel (finance §2 "There is a dropdown and a mega menu"): columns side by side, each
 * a heading that names its list of links. The header and the phone drawer both draw it
 * (MenuLists.client, from menuEntries' columns); `idPrefix` keeps the heading ids of the two apart.
 */
export function MegaMenu({
  columns,
  idPrefix,
  className,
}: {
  columns: readonly LinkGroup[]
  idPrefix: string
  /** The panel's place: the header's dropdown or the drawer's list. */
  className?: string
}) {
  return (
    <div className={className ? `${styles.menu} ${className}` : styles.menu}>
      {columns.map(([heading, links], i) => {
        const id = `${idPrefix}-col-${i}`
        return (
          <div key={i} className="mega-menu__column">
            <p id={id} className={`mega-menu__heading ${styles.heading}`}>
              {heading}
            </p>
            <LinkList aria-labelledby={id} links={links} />
          </div>
        )
      })}
    </div>
  )
}
