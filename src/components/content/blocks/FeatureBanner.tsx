import Link from 'next/link'
import type { ReactNode } from 'react'

import { offersShownOn } from '@/data/content/offers'
import type { BlockView } from '@/data/content/pages'
import type { SiteContext } from '@/data/sites/sites'
import { featureBannerItems, type FeatureKind } from '@/domain/promo/feature-banner'

import styles from './FeatureBanner.module.css'

type Props = Extract<BlockView, { blockType: 'featureBanner' }> & { site: SiteContext }

/** Decorative icons; each item's heading says what it is. */
const ICONS: Record<FeatureKind, ReactNode> = {
  offers: <path d="M3 12V4h8l10 10-8 8L3 12zm5-4.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />,
  service: (
    <path d="M21 7.5a5 5 0 0 1-6.7 4.7L6 20.5a1.8 1.8 0 0 1-2.5-2.5l8.3-8.3A5 5 0 0 1 17.5 3l-3 3 .5 3 3 .5 3-3z" />
  ),
  finance: <path d="M3 6h18v12H3V6zm2 2v8h14V8H5zm7 1.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z" fillRule="evenodd" />,
}

/** The feature banner (finance §9 "feature banner 3 items"): an icon, title, text and link each. */
export async function FeatureBannerComponent({ heading, items, site }: Props) {
  const shown = featureBannerItems(items ?? [], await offersShownOn(site))
  if (!shown.length) return null
  const label = heading || 'Why shop with us'
  return (
    <section className="content-block" aria-label={label}>
      {heading ? <h2>{heading}</h2> : null}
      <ul className={styles.items}>
        {shown.map((item) => (
          <li key={item.id ?? item.kind} className={styles.item} data-kind={item.kind}>
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" focusable="false" fill="currentColor">
              {ICONS[item.kind]}
            </svg>
            <h3>{item.title}</h3>
            {item.text ? <p>{item.text}</p> : null}
            <Link href={item.url} prefetch={false} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
