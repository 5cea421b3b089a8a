import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { EventBeacon } from '@/components/analytics/EventBeacon.client'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { PrintPageButton } from '@/components/vehicle/PrintPageButton.client'
import { PrintPhone } from '@/components/vehicle/PrintPhone.client'
import { getCarPage } from '@/data/cars/cars'
import { vehiclePdfInput } from '@/data/cars/print'
import { siteOrigin } from '@/data/sites/request-origin'
import { carPath } from '@/domain/links/car-path'
import { WAS_LABEL } from '@/domain/pricing/was-price'
import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH } from '@/domain/vehicle/gallery'
import { shareUrl } from '@/domain/vehicle/share-url'
import { siteFeature } from '@tenants/flags'

import styles from './print.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

async function load({ params, searchParams }: Props) {
  const [{ site }, query] = await Promise.all([params, searchParams])
  const slug = Array.isArray(query.car_id) ? query.car_id[0] : query.car_id
  const page = slug ? await getCarPage(site, slug) : null
  if (!page) notFound()
  return page
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  return { title: `Print: ${car.name}`, robots: { index: false, follow: false } }
}

/**
 * /print?car_id={slug} (stock §2 "Printable page, opens in a new tab"): the facts of the PDF on one
 * clean sheet; the site header, footer and skip link are hidden when printed. Rendering it writes
 * nothing, so its HTML can be shared (docs/features/caching.md "Caching and page weight"): opening it is a print
 * (stock §9 "61 print"), which the sheet's beacon sends from the browser; on a site that masks
 * numbers the HTML holds the masked number, and the sheet reveals it with source 'print_page',
 * logged before the number shows (docs/features/vehicle-page.md "The vehicle page"). The PDF (api/cars/[slug]/pdf) is a
 * route handler and records both itself.
 */
async function PrintPage(props: Props) {
  const { car, site } = await load(props)
  const masked = siteFeature(site, 'phone_masking')
  const url = shareUrl(await siteOrigin(site), carPath(car.slug))
  const sheet = vehiclePdfInput(car, site, url, { phoneRevealed: !masked })

  return (
    <article className={styles.sheet} data-testid="print-sheet">
      <EventBeacon event="event-print" body={{ car_slug: car.slug }} />
      <div className={styles.actions}>
        <PrintPageButton />
      </div>
      <header className={styles.head}>
        <p className={styles.site}>{sheet.siteName}</p>
        <h1 className={styles.title}>{sheet.title}</h1>
        <p className={styles.price} data-testid="print-price">
          {sheet.price.was ? (
            <span className={styles.was}>
              {WAS_LABEL} <s>{sheet.price.was}</s>
            </span>
          ) : null}
          <strong>
            {sheet.price.text}
            {sheet.price.suffix ? <small>{sheet.price.suffix}</small> : null}
          </strong>
        </p>
      </header>

      {sheet.image?.url ? (
        <StaticImage
          className={styles.image}
          src={sheet.image.url}
          alt={sheet.image.alt}
          width={GALLERY_IMAGE_WIDTH}
          height={GALLERY_IMAGE_HEIGHT}
          sizes="600px"
          preload
        />
      ) : null}

      {sheet.facts.length ? (
        <section aria-labelledby="print-facts">
          <h2 id="print-facts">Key information</h2>
          <dl className={styles.facts}>
            {sheet.facts.map((f) => (
              <div key={f.label}>
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {sheet.features.length ? (
        <section aria-labelledby="print-features">
          <h2 id="print-features">Features</h2>
          <ul className={styles.features}>
            {sheet.features.map((f, i) => (
              <li key={`${i}-${f}`}>{f}</li>
            ))}
          </ul>
        </section>
      ) : null}

      {sheet.comments ? (
        <section aria-labelledby="print-comments">
          <h2 id="print-comments">Dealer comments</h2>
          <p className={styles.comments}>{sheet.comments}</p>
        </section>
      ) : null}

      <footer className={styles.dealer} aria-label="Dealership">
        <p className={styles.dealerName}>{sheet.dealership.name}</p>
        {sheet.dealership.address ? <p>{sheet.dealership.address}</p> : null}
        {sheet.dealership.phone ? (
          masked ? (
            <PrintPhone carId={car.id} maskedPhone={sheet.dealership.phone} />
          ) : (
            <p>Phone: {sheet.dealership.phone}</p>
          )
        ) : null}
        <p className={styles.url}>{sheet.url}</p>
      </footer>
    </article>
  )
}

export default orSiteNotFound(PrintPage)
