import Link from 'next/link'

import { ShowMore } from '@/components/ui/ShowMore.client'
import { StaticImage } from '@/components/ui/StaticImage.client'
import type { VariantView } from '@/data/content/models'
import { driveAwayRange, VARIANT_FEATURES_SHOWN } from '@/domain/models'

import styles from './VariantCard.module.css'

/** One variant: picture, name and series, drive-away price, features (8 first, finance §4), and its order link. */
export function VariantCard({ variant, orderHref }: { variant: VariantView; orderHref: string }) {
  const price = driveAwayRange(variant.dap_min_price, variant.dap_max_price)
  return (
    <article className={styles.card} aria-label={variant.name}>
      {variant.image ? (
        <StaticImage
          className={styles.picture}
          src={variant.image.url}
          alt={variant.image.alt || variant.full_name}
          width={variant.image.width ?? 600}
          height={variant.image.height ?? 400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h3>{variant.name}</h3>
      <p className={styles.meta}>
        {variant.full_name}
        {variant.series ? ` · ${variant.series}` : null}
      </p>
      {price ? <p className={styles.price}>{price} drive away</p> : null}
      {variant.features.length ? (
        <ShowMore
          shownFirst={VARIANT_FEATURES_SHOWN}
          total={variant.features.length}
          moreLabel="View more"
          lessLabel="View less"
        >
          <ul className={styles.features} aria-label={`${variant.name} features`}>
            {variant.features.map((f, i) => (
              <li key={i}>{f}</li>
            ))}
          </ul>
        </ShowMore>
      ) : null}
      <Link className="button" href={orderHref} prefetch={false}>
        Order Now
      </Link>
    </article>
  )
}
