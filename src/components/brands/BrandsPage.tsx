import Link from 'next/link'

import type { SiteContext } from '@/data/sites/sites'
import { brandOverviewPath } from '@/domain/content/brand-pages'
import { brandGrids, VEHICLE_KIND_HEADINGS } from '@/domain/content/group-home'

/** stock §2 "/brands": the makes the site's dealerships sell, by vehicle kind, each to its overview. */
export function BrandsPage({ site }: { site: SiteContext }) {
  const grids = brandGrids(site.dealerships)
  return (
    <section className="content-page" aria-labelledby="brands-heading">
      <h1 id="brands-heading">Our Brands</h1>
      {grids.map(({ kind, brands }) => (
        <section key={kind} aria-label={VEHICLE_KIND_HEADINGS[kind]}>
          {grids.length > 1 ? <h2>{VEHICLE_KIND_HEADINGS[kind]}</h2> : null}
          <ul className="link-list">
            {brands.map((make) => (
              <li key={make}>
                <Link href={brandOverviewPath(make)}>{make}</Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}
