import Link from 'next/link'

import { DealershipCard } from '@/components/home/DealershipCard'
import { LatestArrivals } from '@/components/home/LatestArrivals'
import { StockTiles } from '@/components/home/StockTiles'
import type { HomeProps } from '@/components/home/types'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'

import styles from '@/components/home/home.module.css'

/** Classic: a dark hero band with the search calls to action, then stock tiles and the dealer card. */
export function ClassicHome({ site, stock }: HomeProps) {
  const dealer = site.primaryDealership
  return (
    <>
      <section className={`${styles.hero} ${styles.band}`}>
        <h1>{dealer?.name ?? site.name}</h1>
        <p className={styles.tagline}>{site.settings.tagline}</p>
        <p>
          <Link className="button" href={defaultStockSearchHref(site.settings)}>
            Search all stock
          </Link>
          <Link className="button button--ghost" href="/trade-in">
            Value my trade-in
          </Link>
        </p>
      </section>
      <section className="section" aria-labelledby="browse">
        <h2 id="browse">Browse our stock</h2>
        <StockTiles site={site} stock={stock.counts} nouns={stock.nouns} />
      </section>
      <LatestArrivals site={site} />
      {dealer ? (
        <section className="section" aria-labelledby="visit">
          <h2 id="visit">Visit us</h2>
          <DealershipCard dealership={dealer} />
        </section>
      ) : null}
    </>
  )
}
