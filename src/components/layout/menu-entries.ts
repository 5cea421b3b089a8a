import { type LinkGroup, type LinkItem, linkItems } from '@/components/ui/link-items'
import { megaColumns, menuItemKind } from '@/domain/content/menu-item'
import type { Menu } from '@/payload-types'

/**
 * A header menu item as the header and the drawer draw it (MenuLists.client): a link's address, a
 * dropdown's links or a mega menu's columns, and 1 when it is highlighted (Sell My Car, Finance…).
 */
export type MenuEntry = [
  label: string,
  target: string | readonly LinkItem[] | { columns: readonly LinkGroup[] },
  highlight?: 1,
]

const NONE: MenuEntry[] = []
// One list per menu: the header and the drawer draw the same items, and the RSC payload sends an
// object it has already sent as a reference to it.
const made = new WeakMap<Menu, MenuEntry[]>()

/**
 * The header menu's items as MenuEntry data (sent as data, not as element trees: docs/features/caching.md "Caching
 * and page weight").
 */
export function menuEntries(menu: Menu | null): MenuEntry[] {
  if (!menu?.items?.length) return NONE
  let entries = made.get(menu)
  if (!entries) {
    entries = menu.items.map((item): MenuEntry => {
      const kind = menuItemKind(item)
      const target =
        kind === 'mega'
          ? { columns: megaColumns(item.columns).map((c): LinkGroup => [c.heading, linkItems(c.links)]) }
          : kind === 'dropdown'
            ? linkItems(item.children)
            : item.url
      return item.highlight ? [item.label, target, 1] : [item.label, target]
    })
    made.set(menu, entries)
  }
  return entries
}
