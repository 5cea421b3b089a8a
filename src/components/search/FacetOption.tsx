/** One facet value as the panel lists it (server-rendered, or rendered by a 'Show all' once loaded). */
export type FacetOptionView = { value: string; label: string; count: number; href: string; selected: boolean }

/**
 * A facet value as a results page sends it to the browser (FacetOptionList): label, count, href, and
 * 1 when selected. The RSC payload carries this rather than each link's element tree (docs/features/caching.md
 * "Caching and page weight").
 */
export type FacetOptionData = [label: string, count: number, href: string, selected?: 1]

/**
 * A link that adds or removes a facet value: a plain link that works without JavaScript; the filter
 * panel's ClientNav makes it a client-side navigation. The tick box is drawn by CSS from
 * aria-current, and the list styles the link and its spans (filters.module.css `.list a`), so no
 * class is repeated on each of the page's dozens of values (docs/features/caching.md "Caching and page weight").
 */
export function FacetOption({ label, count, href, selected }: Omit<FacetOptionView, 'value'>) {
  const name = `${label}, ${count} ${count === 1 ? 'car' : 'cars'}${selected ? ', selected' : ''}`
  return (
    <li>
      <a href={href} aria-label={name} rel="nofollow" {...(selected && { 'aria-current': 'true' })}>
        <span>{label}</span>
        <span>{count}</span>
      </a>
    </li>
  )
}
