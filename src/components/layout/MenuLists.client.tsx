'use client'

import type { ReactNode } from 'react'

import { LinkList } from '@/components/ui/LinkList.client'

import { MegaMenu } from './MegaMenu'
import type { MenuEntry } from './menu-entries'

import header from './Header.module.css'
import drawer from './MenuDrawer.module.css'

/*
 * The header menu's two lists: the desktop header's and the phone drawer's (docs/features/phones-and-breakpoints.md "Phones and
 * breakpoints"). Client components only for what every page sends (docs/features/caching.md "Caching and page
 * weight"): drawn on the server, the same items went in the RSC payload twice as element trees
 * beside their HTML; from here the payload holds the menu's entries once (menuEntries). Their links
 * stay plain links.
 */

/** The desktop header's menu: links, dropdowns (details) and mega menus, the highlighted ones marked. */
export function HeaderMenuList({ entries }: { entries: readonly MenuEntry[] }) {
  return (
    <ul className={header.list}>
      {entries.map(([label, target, highlight], i) => (
        <li key={i} className={highlight ? `is-highlight ${header.item} ${header.highlight}` : header.item}>
          {typeof target === 'string' ? (
            <a href={target}>{label}</a>
          ) : 'columns' in target ? (
            <details className={`site-nav__dropdown site-nav__dropdown--mega ${header.dropdown} ${header.mega}`}>
              <summary>{label}</summary>
              <MegaMenu columns={target.columns} idPrefix={`nav-${i}`} className={header.megaPanel} />
            </details>
          ) : (
            <details className={`site-nav__dropdown ${header.dropdown}`}>
              <summary>{label}</summary>
              <LinkList links={target} />
            </details>
          )}
        </li>
      ))}
    </ul>
  )
}

/**
 * The menu drawer's content: the menu's links, each dropdown as a disclosure of its links (a mega
 * menu as its columns, one under another), then the highlighted links as full-width buttons and the
 * call button.
 */
export function DrawerMenuList({ entries, phone }: { entries: readonly MenuEntry[]; phone?: ReactNode }) {
  const buttons = entries.filter(([, target, highlight]) => highlight && typeof target === 'string')
  const links = entries.filter((entry) => !buttons.includes(entry))
  return (
    <nav aria-label="Menu" className={drawer.nav}>
      <ul className={drawer.list}>
        {links.map(([label, target], i) => (
          <li key={i}>
            {typeof target === 'string' ? (
              <a href={target}>{label}</a>
            ) : (
              <details className={drawer.group}>
                <summary>{label}</summary>
                {'columns' in target ? (
                  <MegaMenu columns={target.columns} idPrefix={`drawer-${i}`} className={drawer.megaPanel} />
                ) : (
                  <LinkList links={target} />
                )}
              </details>
            )}
          </li>
        ))}
      </ul>
      {buttons.length || phone ? (
        <ul className={`menu-drawer__actions ${drawer.actions}`}>
          {buttons.map(([label, url], i) => (
            <li key={i}>
              <a className="button" href={url as string}>
                {label}
              </a>
            </li>
          ))}
          {phone ? <li>{phone}</li> : null}
        </ul>
      ) : null}
    </nav>
  )
}
