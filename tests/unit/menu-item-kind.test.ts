import { describe, expect, it } from 'vitest'

import { MEGA_MENU_MAX_COLUMNS, megaColumns, menuItemKind } from '@/domain/content/menu-item'

// spec: finance §2 "Menus and footer": "There is a dropdown and a mega menu".
const link = { url: '/x' }
const column = (n: number) => ({ heading: `c${n}`, links: [link] })

describe('how a menu item opens', () => {
  it.each([
    [{}, 'link'],
    [{ children: [] }, 'link'],
    [{ children: [link] }, 'dropdown'],
    [{ layout: 'dropdown', children: [link], columns: [column(1)] }, 'dropdown'],
    [{ layout: 'mega', columns: [column(1)] }, 'mega'],
    [{ layout: 'mega', children: [link], columns: [column(1)] }, 'mega'],
    // a mega menu with no links in any column falls back to its dropdown, or a link
    [{ layout: 'mega', children: [link], columns: [{ heading: 'empty', links: [] }] }, 'dropdown'],
    [{ layout: 'mega', columns: [] }, 'link'],
    // "a generated dropdown is always a list" (the Stock and New Vehicles dropdowns)
    [{ layout: 'mega', generated: 'stock', children: [link], columns: [column(1)] }, 'dropdown'],
  ] as const)('%o → %s', (item, kind) => expect(menuItemKind(item)).toBe(kind))
})

describe('a mega menu’s columns', () => {
  it('drops empty columns and keeps at most the maximum', () => {
    const cols = [column(1), { heading: 'empty', links: [] }, column(2), column(3), column(4), column(5)]
    expect(megaColumns(cols).map((c) => c.heading)).toEqual(['c1', 'c2', 'c3', 'c4'])
    expect(MEGA_MENU_MAX_COLUMNS).toBe(4)
  })
})
