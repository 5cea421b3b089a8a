import Link from 'next/link'

import { RichText } from '@/components/content/RichText'
import { StaticImage } from '@/components/ui/StaticImage.client'
import type { OfferView } from '@/data/content/offers'
import { carPath } from '@/domain/links/car-path'
import { formatDate } from '@/domain/text/date'
import { offerSearchHref } from '@/search/url/links'

import styles from './OfferCard.module.css'

const TYPE_LABEL: Record<string, string> = { new: 'New', demo: 'Demo', used: 'Used' }

/** What an offer applies to, in words: "New and demo Toyota RAV4", "Used cars", "All cars". */
function appliesTo(offer: OfferView): string {
  const types = offer.car_types.map((t) => TYPE_LABEL[t] ?? t)
  const what = [offer.make, offer.model].filter(Boolean).join(' ')
  const typeText = types.length ? types.join(' and ') : ''
  if (!what) return typeText ? `${typeText} cars` : 'All cars'
  return typeText ? `${typeText} ${what}` : what
}

/** `priority`: the first card's image is the page's largest paint, so it is fetched at once, not lazily. */
export function OfferCard({ offer, priority = false }: { offer: OfferView; priority?: boolean }) {
  const headingId = `offer-${offer.id}`
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      {offer.image ? (
        <StaticImage
          className={styles.picture}
          src={offer.image.url}
          alt={offer.image.alt}
          width={offer.image.width ?? 600}
          height={offer.image.height ?? 400}
          sizes="(min-width: 1200px) 400px, (min-width: 576px) 50vw, 100vw"
          priority={priority}
        />
      ) : null}
      <div className={styles.body}>
        <h2 id={headingId}>{offer.title}</h2>
        <p className={styles.meta}>
          {appliesTo(offer)}
          {offer.expires_at ? ` · Offer ends ${formatDate(offer.expires_at)}` : null}
        </p>
        <RichText data={offer.body} />
        {offer.cars.length ? (
          <ul className={styles.cars} aria-label={`Cars in ${offer.title}`}>
            {offer.cars.map((car) => (
              <li key={car.slug}>
                <Link href={carPath(car.slug)} prefetch={false}>
                  {car.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        {offer.terms ? <p className={styles.terms}>{offer.terms}</p> : null}
        <Link
          className={`button button--small ${styles.link}`}
          href={offerSearchHref(offer)}
          prefetch={false}
          aria-label={`View eligible cars: ${offer.title}`}
        >
          View eligible cars
        </Link>
      </div>
    </article>
  )
}
