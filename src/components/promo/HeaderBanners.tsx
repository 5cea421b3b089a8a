import Link from 'next/link'

import { StaticImage } from '@/components/ui/StaticImage.client'
import type { HeaderBannerView } from '@/data/content/banners'
import { cardColours } from '@/domain/promo/banners'

import styles from './HeaderBanners.module.css'

/**
 * Header banner cards above the results (finance §3 "Header banner card"). The page picks the live
 * ones for its car types (src/domain/promo/banners.ts); the first is the page's likely LCP image.
 */
export function HeaderBanners({ banners }: { banners: HeaderBannerView[] }) {
  if (banners.length === 0) return null
  return (
    <section className={styles.banners} aria-label="Featured">
      {banners.map((b, i) => {
        const picture = (
          <StaticImage
            src={b.image.url}
            alt={b.alt}
            width={b.image.width ?? 1200}
            height={b.image.height ?? 300}
            sizes="(min-width: 1200px) 1200px, 100vw"
            priority={i === 0}
          />
        )
        return (
          <div key={b.id} className={styles.banner} style={cardColours(b.background)}>
            {b.link ? <Link href={b.link}>{picture}</Link> : picture}
          </div>
        )
      })}
    </section>
  )
}
