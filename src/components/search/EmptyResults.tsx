import Link from 'next/link'

import { CLEAR_FILTERS, EMPTY_SEARCH_TEXT, EMPTY_SEARCH_TITLE } from '@/domain/facets/messages'

/** spec: stock §8 "Empty search" (offers pass the spec's "Default text for offers"). */
export function EmptyResults({
  clearHref,
  text = EMPTY_SEARCH_TEXT,
  className,
}: {
  clearHref: string
  text?: string
  /** The results page's frame for it (results.module.css); the offers page shows it plain. */
  className?: string
}) {
  return (
    <section className={className} aria-labelledby="empty-title">
      <h2 id="empty-title">{EMPTY_SEARCH_TITLE}</h2>
      <p>{text}</p>
      <Link className="button" href={clearHref}>
        {CLEAR_FILTERS}
      </Link>
    </section>
  )
}
