import { linkItems } from '@/components/ui/link-items'
import { LinkList } from '@/components/ui/LinkList.client'
import { megaColumns } from '@/domain/content/menu-item'
import type { Menu } from '@/payload-types'

import styles from './MegaMenu.module.css'

type Columns = NonNullable<NonNullable<Menu['items']>[number]['columns']>

/**
 * A mega menu's panel (finance §2 "There is a dropdown and a mega menu"): columns side by side, each
 * a heading that names its list of links. The header and the phone drawer both draw it; `idPrefix`
 * keeps the heading ids of the two apart.
 */
export function MegaMenu({
  columns,
  idPrefix,
  className,
}: {
  columns: Columns | null | undefined
  idPrefix: string
  /** The panel's place: the header's dropdown or the drawer's list. */
  className?: string
}) {
  return (
    <div className={className ? `${styles.menu} ${className}` : styles.menu}>
      {megaColumns(columns).map((column, i) => {
        const id = `${idPrefix}-col-${i}`
        return (
          <div key={i} className="mega-menu__column">
            <p id={id} className={`mega-menu__heading ${styles.heading}`}>
              {column.heading}
            </p>
            <LinkList aria-labelledby={id} links={linkItems(column.links)} />
          </div>
        )
      })}
    </div>
  )
}
