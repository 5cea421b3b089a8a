// How a header menu item opens (finance §2 "There is a dropdown and a mega menu"). Pure: the desktop
// header and the phone drawer draw the same kinds.

/** A mega menu holds at most this many columns side by side (one row at the xl breakpoint). */
export const MEGA_MENU_MAX_COLUMNS = 4

type LinkLike = { url: string }
type ColumnLike = { links?: readonly LinkLike[] | null }
export type MenuItemShape = {
  layout?: string | null
  generated?: string | null
  children?: readonly LinkLike[] | null
  columns?: readonly ColumnLike[] | null
}

export type MenuItemKind = 'link' | 'dropdown' | 'mega'

/**
 * A mega menu when staff chose it and a column has links; else a dropdown when it has links (a
 * generated dropdown is always a list); else a plain link.
 */
export function menuItemKind(item: MenuItemShape): MenuItemKind {
  if (item.layout === 'mega' && !item.generated && (item.columns ?? []).some((c) => (c.links ?? []).length > 0))
    return 'mega'
  return (item.children ?? []).length > 0 ? 'dropdown' : 'link'
}

/** A mega menu's columns that have links, at most MEGA_MENU_MAX_COLUMNS of them. */
export const megaColumns = <C extends ColumnLike>(columns: readonly C[] | null | undefined): C[] =>
  (columns ?? []).filter((c) => (c.links ?? []).length > 0).slice(0, MEGA_MENU_MAX_COLUMNS)
