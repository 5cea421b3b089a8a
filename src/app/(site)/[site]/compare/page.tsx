import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { CompareSync } from '@/components/compare/CompareSync.client'
import { CopyLinkButton, CopyToastHost } from '@/components/compare/CopyLink.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { PriceBlock } from '@/components/vehicle/PriceBlock'
import { compareCars } from '@/data/cars/compare'
import { priceSettings } from '@/data/sites/price-settings'
import { getSite } from '@/data/sites/sites'
import { isAvailable } from '@/domain/availability/is-available'
import { compareHref, compareRows, MAX_COMPARED, parseCompareSlugs, withoutCar } from '@/domain/compare'
import { carPath } from '@/domain/links/car-path'
import { listingPrice } from '@/domain/pricing/listing-price'
import { KEY_INFORMATION_ORDER, keyInformationRows } from '@/domain/vehicle/spec-rows'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'
import { siteFeature } from '@tenants/flags'

import styles from './compare.module.css'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<{ cars?: string | string[] }>
}

export const metadata: Metadata = { title: 'Compare cars', robots: { index: false } }

/**
 * /compare?cars=slug,slug (docs/features/accounts.md "Shopper accounts and gating", "Compare"): up to four cars of
 * this site side by side, the key information rows aligned, the rows that differ highlighted, the
 * price by the display rules (stock §4). Rendered on the server from the URL; a slug that is not a
 * car of this site (another tenant's, sold long ago, mistyped) is left out. Removing a car is a
 * plain link; the client islands only copy links and keep the browser's compare list in step with
 * the URL.
 */
async function ComparePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site || !siteFeature(site, 'compare')) notFound()
  const asked = (await searchParams).cars
  const cars = await compareCars(site, parseCompareSlugs(asked))
  const slugs = cars.map((c) => c.slug)
  const settings = priceSettings(site)
  const usedLabel = siteFeature(site, 'used_label')
  const prices = cars.map((c) => listingPrice(c, settings))
  const priceTexts = prices.map((p) => `${p.text}${'suffix' in p ? p.suffix : ''}`)
  const priceDiffers = cars.length > 1 && new Set(priceTexts).size > 1
  const rows = compareRows(
    cars.map((c) => keyInformationRows(c, { usedLabel })),
    KEY_INFORMATION_ORDER,
  )
  const entries = cars.map((c) => ({
    id: c.id,
    name: c.name,
    slug: c.slug,
    make: c.make ?? '',
    model: c.model ?? '',
    primary_image_url: c.images[0]?.url ?? null,
  }))

  return (
    <div className={`container ${styles.page}`}>
      <h1>Compare cars</h1>
      <CompareSync cars={entries} hasParam={asked !== undefined} />
      <CopyToastHost />
      {cars.length === 0 ? (
        <div className={styles.empty}>
          <p>You have no cars to compare yet. Choose Compare on up to {MAX_COMPARED} cars to see them side by side.</p>
          <p>
            <Link className="button" href={defaultStockSearchHref(site.settings)}>
              Browse our stock
            </Link>
          </p>
        </div>
      ) : (
        <>
          <div className={styles.toolbar}>
            <p>
              {cars.length} of {MAX_COMPARED} cars.{' '}
              {cars.length < MAX_COMPARED ? (
                <Link href={defaultStockSearchHref(site.settings)}>Add another car</Link>
              ) : null}
            </p>
            {cars.length > 1 ? (
              <p className={styles.onlyDifferences}>
                <input type="checkbox" id="compare-only-differences" />
                <label htmlFor="compare-only-differences">Show only the differences</label>
              </p>
            ) : null}
            <p>
              <span className={styles.shareUrl}>
                Share: <code>{compareHref(slugs)}</code>
              </span>{' '}
              <CopyLinkButton path={compareHref(slugs)} name="this comparison" label="Copy comparison link" />
            </p>
          </div>
          <div className={styles.scroll} tabIndex={0} role="region" aria-label="Comparison table">
            <table className={styles.table} data-count={cars.length}>
              <caption className="visually-hidden">
                {cars.map((c) => c.name).join(', ')} compared; highlighted rows differ
              </caption>
              <thead>
                <tr>
                  <td />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className={styles.car}>
                      {car.images[0]?.url ? (
                        <StaticImage
                          src={car.images[0].url}
                          alt=""
                          width={300}
                          height={200}
                          sizes="(max-width: 576px) 50vw, 300px"
                          className={styles.image}
                        />
                      ) : (
                        <div className={styles.placeholder} aria-hidden="true" />
                      )}
                      <Link href={carPath(car.slug)} className={styles.name}>
                        {car.name}
                      </Link>
                      {!isAvailable(car) ? <span className={styles.sold}>Sold</span> : null}
                      <span className={styles.actions}>
                        <Link href={compareHref(withoutCar(slugs, car.slug))} className={styles.remove}>
                          Remove<span className="visually-hidden"> {car.name} from the comparison</span>
                        </Link>
                        <CopyLinkButton
                          path={carPath(car.slug)}
                          name={car.name}
                          label={
                            <>
                              Copy link<span className="visually-hidden"> to {car.name}</span>
                            </>
                          }
                        />
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr className={priceDiffers ? `${styles.row} ${styles.differs}` : styles.row}>
                  <th scope="row">Price{priceDiffers ? <span className="visually-hidden"> (differs)</span> : null}</th>
                  {cars.map((car) => (
                    <td key={car.id}>
                      <PriceBlock car={car} settings={settings} />
                    </td>
                  ))}
                </tr>
                {rows.map((row) => (
                  <tr key={row.key} className={row.differs ? `${styles.row} ${styles.differs}` : styles.row}>
                    <th scope="row">
                      {row.label}
                      {row.differs ? <span className="visually-hidden"> (differs)</span> : null}
                    </th>
                    {row.values.map((v, i) => (
                      <td key={cars[i]!.id}>
                        {v ?? (
                          <>
                            <span aria-hidden="true">—</span>
                            <span className="visually-hidden">Not listed</span>
                          </>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  )
}

export default orSiteNotFound(ComparePage)
