import Link from 'next/link'

import type { Breadcrumb } from '@/search/url/breadcrumbs'

import styles from './results.module.css'

/** Home › car type › make › model › body (stock §2), the last one being the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Breadcrumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={`breadcrumbs ${styles.crumbs}`}>
      <ol>
        {crumbs.map((c, i) => (
          <li key={c.href + c.label}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link href={c.href}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
