import Link from 'next/link'

import { allStockHref } from '@/search/url/links'

/** A page that does not exist on a known site, inside that site's own header and footer. */
export function SiteNotFound() {
  return (
    <section className="notice">
      <h1>Page not found</h1>
      <p>We couldn&apos;t find that page. It may have moved, or the car may have been sold.</p>
      <p>
        <Link href={allStockHref()}>Browse all stock</Link> or <Link href="/">go to the home page</Link>.
      </p>
    </section>
  )
}
