import type { Menu } from '@/payload-types'

import { HeaderPhone } from './HeaderPhone'
import { menuEntries } from './menu-entries'
import { DrawerMenuList } from './MenuLists.client'

type Props = { menu: Menu | null; phone: string | null; phoneMasked: boolean }

/**
 * The menu drawer's content (docs/features/phones-and-breakpoints.md "Phones and breakpoints"): the header menu's entries
 * (DrawerMenuList) and the call button. The drawer (MenuDrawer.client) only opens and closes it.
 */
export function DrawerMenu({ menu, phone, phoneMasked }: Props) {
  return (
    <DrawerMenuList
      entries={menuEntries(menu)}
      phone={phone ? <HeaderPhone phone={phone} masked={phoneMasked} variant="drawer" /> : null}
    />
  )
}
