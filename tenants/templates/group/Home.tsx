import Link from 'next/link'

import { DealershipCard } from '@/components/home/DealershipCard'
import { LatestArrivals } from '@/components/home/LatestArrivals'
import { StockTiles } from '@/components/home/StockTiles'
import type { HomeProps } from '@/components/home/types'
import { brandGrids, groupStats, profileParagraphs, VEHICLE_KIND_HEADINGS } from '@/domain/content/group-home'
import { makeHref } from '@/search/url/links'

import styles from '@/components/home/home.module.css'

/**
 * Group: stats banner, the group profile, a brand grid per vehicle kind and a card per dealership.
 * The stats and profile are the site's content (Sites → Settings → Group home), the grids come from
 * its dealerships' makes and vehicle kinds (from content, not code: docs/features/content.md "Add a banner or a promo
 * card", "Group home").
 */
export function GroupHome({ site, stock }: HomeProps) {
  const stats = groupStats(site.settings.group_stats)
  const profile = profileParagraphs(site.settings.group_profile)
  const grids = brandGrids(site.dealerships)
  return (
    <>
      <section className={`${styles.hero} ${styles.group}`}>
        <h1>{site.name}</h1>
        <p className={styles.tagline}>{site.settings.tagline}</p>
        {stats.length ? (
          <ul className={styles.stats} aria-label="Our group in numbers">
            {stats.map((s) => (
              <li key={s.id ?? s.label}>
                <strong>{s.value}</strong> {s.label}
              </li>
            ))}
          </ul>
        ) : null}
      </section>
      {profile.length ? (
        <section className="section" aria-labelledby="about-group">
          <h2 id="about-group">About {site.name}</h2>
          {profile.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </section>
      ) : null}
      {grids.length ? (
        <section className="section" aria-labelledby="brands">
          <h2 id="brands">Our brands</h2>
          {grids.map(({ kind, brands }) => (
            <div key={kind}>
              <h3 id={`brands-${kind}`}>{VEHICLE_KIND_HEADINGS[kind]}</h3>
              <ul className={styles.brandGrid} aria-labelledby={`brands-${kind}`}>
                {brands.map((b) => (
                  <li key={b}>
                    <Link href={makeHref(b)}>{b}</Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ) : null}
      <section className="section" aria-labelledby="browse">
        <h2 id="browse">Browse group stock</h2>
        <StockTiles site={site} stock={stock.counts} nouns={stock.nouns} />
      </section>
      <LatestArrivals site={site} />
      <section className="section" aria-labelledby="dealers">
        <h2 id="dealers">Our dealerships</h2>
        <div className={styles.dealerGrid}>
          {site.dealerships.map((d) => (
            <DealershipCard key={d.id} dealership={d} />
          ))}
        </div>
      </section>
    </>
  )
}
