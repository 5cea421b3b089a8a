/** A link as LinkList takes it: its text and its address. */
export type LinkItem = [label: string, url: string]

/** A titled group of links as LinkGroups and the mega menu take it: the title and its links. */
export type LinkGroup = [title: string, links: readonly LinkItem[]]

type Links = readonly { label: string; url: string }[]

// One list per source list: the header and the drawer draw the same dropdowns, and the RSC payload
// sends an object it has already sent as a reference to it.
const made = new WeakMap<Links, LinkItem[]>()

/** A menu's or footer's links (Payload's { label, url, id }) as LinkList takes them. */
export function linkItems(links: Links | null | undefined): LinkItem[] {
  if (!links) return []
  let items = made.get(links)
  if (!items) made.set(links, (items = links.map((l): LinkItem => [l.label, l.url])))
  return items
}
