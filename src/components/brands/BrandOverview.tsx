import Link from 'next/link'

import { DealershipCard } from '@/components/home/DealershipCard'
import type { SiteContext } from '@/data/sites/sites'
import { BRANDS_PATH } from '@/domain/content/brand-pages'
import { dealershipStockHref, makeHref } from '@/search/url/links'

/**
 * stock §2 "/{brand-slug}/overview": one brand of the site, with the dealerships that sell it and a
 * way into its stock.
 */
export function BrandOverview({ site, make }: { site: SiteContext; make: string }) {
  const dealers = site.dealerships.filter((d) => d.manufacturer?.trim() === make)
  return (
    <section className="content-page" aria-labelledby="brand-heading">
      <h1 id="brand-heading">{make}</h1>
      <p>
        <Link href={makeHref(make)} className="button">
          View {make} stock
        </Link>
      </p>
      <h2>Where to find {make}</h2>
      {dealers.map((d) => (
        <div key={d.id}>
          <DealershipCard dealership={d} />
          <p>
            <Link href={dealershipStockHref(d.slug)}>Stock at {d.name}</Link>
          </p>
        </div>
      ))}
      <p>
        <Link href={BRANDS_PATH}>All our brands</Link>
      </p>
    </section>
  )
}
