import Link from 'next/link'

import { StaticImage } from '@/components/ui/StaticImage.client'
import type { ModelView } from '@/data/content/models'
import { driveAwayRange, modelBlurb, modelHref, modelTitle } from '@/domain/models'

import styles from './ModelCard.module.css'

/** A model on /models: picture, name ('ALL-NEW' when coming soon), the blurb cut at 75 characters, price from. */
export function ModelCard({ model }: { model: ModelView }) {
  const prices = model.variants.map((v) => v.dap_min_price).filter((p): p is number => typeof p === 'number' && p > 0)
  const from = prices.length ? driveAwayRange(Math.min(...prices), null) : null
  return (
    <article className={styles.card}>
      {model.image ? (
        <StaticImage
          className={styles.picture}
          src={model.image.url}
          alt=""
          width={model.image.width ?? 600}
          height={model.image.height ?? 400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <h2>
        <Link href={modelHref(model.slug)} prefetch={false}>
          {model.make} {modelTitle(model)}
        </Link>
      </h2>
      {model.short_description ? <p>{modelBlurb(model.short_description)}</p> : null}
      {from ? <p className={styles.price}>From {from} drive away</p> : null}
    </article>
  )
}
