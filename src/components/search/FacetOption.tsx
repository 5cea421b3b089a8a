/** One facet value as the panel lists it (server-rendered, or rendered by a 'Show all' once loaded). */
export type FacetOptionView = { value: string; label: string; count: number; href: string; selected: boolean }

/**
 * A link that adds or removes a facet value: a plain link that works without JavaScript; the filter
 * panel's ClientNav makes it a client-side navigation (data-client-nav).
 */
export function FacetOption({ label, count, href, selected }: FacetOptionView) {
  return (
    <li>
      <a
        href={href}
        className={selected ? 'facet__option is-selected' : 'facet__option'}
        aria-current={selected ? 'true' : undefined}
        aria-label={`${label}, ${count} ${count === 1 ? 'car' : 'cars'}${selected ? ', selected' : ''}`}
        rel="nofollow"
        data-client-nav="1"
      >
        <span className="facet__box" aria-hidden="true">
          {selected ? '✓' : ''}
        </span>
        <span className="facet__label">{label}</span>
        <span className="facet__count">{count}</span>
      </a>
    </li>
  )
}
