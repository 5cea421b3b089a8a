import Link from 'next/link'

import { CLEAR_FILTERS, EMPTY_SEARCH_TEXT, EMPTY_SEARCH_TITLE } from '@/domain/search/messages'

/** spec: stock §8 "Empty search". */
export function EmptyResults({ clearHref }: { clearHref: string }) {
  return (
    <section className="empty-results" aria-labelledby="empty-title">
      <h2 id="empty-title">{EMPTY_SEARCH_TITLE}</h2>
      <p>{EMPTY_SEARCH_TEXT}</p>
      <Link className="button" href={clearHref}>
        {CLEAR_FILTERS}
      </Link>
    </section>
  )
}
