import Link from 'next/link'

import { DealershipCard } from '@/components/home/DealershipCard'
import { LatestArrivals } from '@/components/home/LatestArrivals'
import { StockTiles } from '@/components/home/StockTiles'
import type { HomeProps } from '@/components/home/types'
import { slugify } from '@/domain/text/slug'

/** spec: stock §1 group site "a stats banner (50+ locations, 40+ brands, 30+ years)". */
const GROUP_STATS = [
  { value: '50+', label: 'locations' },
  { value: '40+', label: 'brands' },
  { value: '30+', label: 'years' },
]

/** Group: stats banner, brand grid and a card per dealership of the group. */
export function GroupHome({ site, stock }: HomeProps) {
  const brands = [...new Set(site.dealerships.map((d) => d.manufacturer).filter((m): m is string => Boolean(m)))].sort()
  return (
    <>
      <section className="hero hero--group">
        <h1>{site.name}</h1>
        <p className="hero__tagline">{site.settings.tagline}</p>
        <ul className="stats-banner" aria-label="Our group in numbers">
          {GROUP_STATS.map((s) => (
            <li key={s.label}>
              <strong>{s.value}</strong> {s.label}
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="brands">
        <h2 id="brands">Our brands</h2>
        <ul className="brand-grid">
          {brands.map((b) => (
            <li key={b}>
              <Link href={`/search/${slugify(b)}`}>{b}</Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="section" aria-labelledby="browse">
        <h2 id="browse">Browse group stock</h2>
        <StockTiles site={site} stock={stock.counts} nouns={stock.nouns} />
      </section>
      <LatestArrivals site={site} />
      <section className="section" aria-labelledby="dealers">
        <h2 id="dealers">Our dealerships</h2>
        <div className="dealer-grid">
          {site.dealerships.map((d) => (
            <DealershipCard key={d.id} dealership={d} />
          ))}
        </div>
      </section>
    </>
  )
}
