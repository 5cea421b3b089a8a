import Link from 'next/link'

import { DealershipCard } from '@/components/home/DealershipCard'
import { LatestArrivals } from '@/components/home/LatestArrivals'
import { StockTiles } from '@/components/home/StockTiles'
import type { HomeProps } from '@/components/home/types'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'

import styles from '@/components/home/home.module.css'

/** Showroom: a large centred hero, tiles as rounded cards, contact details beside the welcome text. */
export function ShowroomHome({ site, stock }: HomeProps) {
  const dealer = site.primaryDealership
  return (
    <>
      <section className={`${styles.hero} ${styles.showroom}`}>
        <p className={styles.eyebrow}>Welcome to</p>
        <h1>{dealer?.name ?? site.name}</h1>
        <p className={styles.tagline}>{site.settings.tagline}</p>
        <Link className="button" href={defaultStockSearchHref(site.settings)}>
          Explore the showroom
        </Link>
      </section>
      <div className={styles.showroomGrid}>
        <section aria-labelledby="browse">
          <h2 id="browse">Find your next car</h2>
          <StockTiles site={site} stock={stock.counts} nouns={stock.nouns} />
        </section>
        {dealer ? (
          <aside aria-labelledby="contact">
            <h2 id="contact">Contact us</h2>
            <DealershipCard dealership={dealer} />
          </aside>
        ) : null}
      </div>
      <LatestArrivals site={site} />
    </>
  )
}
