'use client'

import type { ComponentProps } from 'react'

import type { LinkGroup, LinkItem } from './link-items'

type Props = { links: readonly LinkItem[] } & Omit<ComponentProps<'ul'>, 'children'>

/**
 * A list of plain links (the header's dropdowns, the mega menu's columns, the footer's groups). A
 * client component only for what every page sends (docs/features/caching.md "Caching and page weight"): drawn on the
 * server, each link's element tree went in the RSC payload beside its HTML; from here a link is its
 * text and address.
 */
export function LinkList({ links, ...list }: Props) {
  return (
    <ul {...list}>
      {links.map(([label, url], i) => (
        <li key={i}>
          <a href={url}>{label}</a>
        </li>
      ))}
    </ul>
  )
}

/**
 * Titled groups of links, each a section named by its heading (the footer's columns). Drawn here for
 * the same reason as LinkList: the payload holds each group's title and links, not its section tree.
 */
export function LinkGroups({ groups, titleClassName }: { groups: readonly LinkGroup[]; titleClassName?: string }) {
  return groups.map(([title, links], i) => (
    <section key={i} aria-label={title}>
      <h2 className={titleClassName}>{title}</h2>
      <LinkList links={links} />
    </section>
  ))
}
