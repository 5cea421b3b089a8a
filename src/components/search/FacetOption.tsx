import styles from './filters.module.css'

/** One facet value as the panel lists it (server-rendered, or rendered by a 'Show all' once loaded). */
export type FacetOptionView = { value: string; label: string; count: number; href: string; selected: boolean }

/**
 * A link that adds or removes a facet value: a plain link that works without JavaScript; the filter
 * panel's ClientNav makes it a client-side navigation. The tick box is drawn by CSS from
 * aria-current, and unset attributes are left out rather than sent as undefined: each value is in
 * the page twice (HTML and the RSC payload), dozens of times (issue 16 §2 "Lighter pages").
 */
export function FacetOption({ label, count, href, selected }: FacetOptionView) {
  const name = `${label}, ${count} ${count === 1 ? 'car' : 'cars'}${selected ? ', selected' : ''}`
  return (
    <li>
      <a
        href={href}
        className={styles.option}
        aria-label={name}
        rel="nofollow"
        {...(selected && { 'aria-current': 'true' })}
      >
        <span className={styles.label}>{label}</span>
        <span className={styles.count}>{count}</span>
      </a>
    </li>
  )
}
