import type { Metadata } from 'next'
import Image from 'next/image'
import { notFound } from 'next/navigation'

import { PrintPageButton } from '@/components/vehicle/PrintPageButton'
import { getCarPage } from '@/data/cars'
import { revealForPrint } from '@/data/phone-reveals'
import { siteOrigin } from '@/data/request-origin'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { WAS_LABEL } from '@/domain/pricing/constants'
import { GALLERY_IMAGE_HEIGHT, GALLERY_IMAGE_WIDTH } from '@/domain/vehicle/constants'
import { shareUrl } from '@/domain/vehicle/shareUrl'
import { recordCarEvent } from '@/data/analytics'
import { vehiclePdfInput } from '@/data/vehicle-print'

import styles from './print.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<{ car_id?: string | string[] }> }

async function load({ params, searchParams }: Props) {
  const [{ site }, query] = await Promise.all([params, searchParams])
  const slug = Array.isArray(query.car_id) ? query.car_id[0] : query.car_id
  const page = slug ? await getCarPage(site, slug) : null
  if (!page) notFound()
  return page
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { car } = await load(props)
  return { title: `Print: ${car.name}`, robots: { index: false, follow: false } }
}

/**
 * /print?car_id={slug} (stock §2 "Printable page, opens in a new tab"): the facts of the PDF on one
 * clean sheet; the site header, footer and skip link are hidden when printed. Opening it is a print
 * (analytics event 61, stock §9), like the PDF download.
 */
export default async function PrintPage(props: Props) {
  const { car, site } = await load(props)
  void recordCarEvent(ANALYTICS_EVENTS.print, site, car)
  // A print is a reveal: on a masking site it is logged, with its source, before the number shows.
  const phoneRevealed = await revealForPrint(site, car, 'print_page')
  const sheet = vehiclePdfInput(car, site, shareUrl(await siteOrigin(site), `/cars/${car.slug}`), { phoneRevealed })

  return (
    <article className={styles.sheet} data-testid="print-sheet">
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
        <Image
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
        {sheet.dealership.phone ? <p>Phone: {sheet.dealership.phone}</p> : null}
        <p className={styles.url}>{sheet.url}</p>
      </footer>
    </article>
  )
}
