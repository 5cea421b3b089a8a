import Link from 'next/link'

import type { SiteContext } from '@/data/sites/sites'
import { carTypeLabel } from '@/domain/cars/labels'
import { CAR_TYPES, type CarType } from '@/domain/cars/vocabulary'
import { groupThousands } from '@/domain/text/number'
import { writeSearchUrl } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

import styles from './StockTiles.module.css'

/**
 * Browse tiles with live counts per car type (the spec's search routes, stock §2). A car type with
 * nothing in stock gets no tile ('Demo cars 0 in stock' leads nowhere); none → no list.
 */
export function StockTiles({
  site,
  stock,
  nouns = {},
}: {
  site: SiteContext
  stock: Record<CarType, number>
  /** What each car type's stock is ('caravans'…: caravans are not cars); 'cars' when not given. */
  nouns?: Partial<Record<CarType, string>>
}) {
  const usedLabel = siteFeature(site, 'used_label')
  const tiles = CAR_TYPES.filter((type) => stock[type] > 0).map((type) => ({
    href: writeSearchUrl({ refinements: { car_type: [type] } }),
    label: `${carTypeLabel(type, usedLabel)} ${nouns[type] ?? 'cars'}`,
    count: stock[type],
  }))
  if (tiles.length === 0) return null
  return (
    <ul className={styles.tiles} aria-label="Browse our stock">
      {tiles.map((t) => (
        <li key={t.href}>
          <Link href={t.href} className={styles.tile}>
            <span className={styles.label}>{t.label}</span>
            <span className={styles.count}>{groupThousands(t.count)} in stock</span>
          </Link>
        </li>
      ))}
    </ul>
  )
}
