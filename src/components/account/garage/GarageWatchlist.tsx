import Link from 'next/link'

import { watchedCars } from '@/data/customers/customers'
import type { SiteContext } from '@/data/sites/sites'
import { carPath } from '@/domain/links/car-path'
import { formatPrice } from '@/domain/pricing/format'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'

import { RemoveButton } from '../RemoveButton.client'

import styles from '../account.module.css'

/** My Garage's watchlist (stock §6): the saved cars, live (sold, reserved, a price drop struck through). */
export async function GarageWatchlist({ site, watchlist }: { site: SiteContext; watchlist: (number | string)[] }) {
  const cars = await watchedCars(site, watchlist)
  return (
    <section aria-labelledby="garage-watchlist">
      <h2 id="garage-watchlist">Watchlist</h2>
      {cars.length === 0 ? (
        <p>
          You have not saved any cars yet. <Link href={defaultStockSearchHref(site.settings)}>Browse our stock</Link>.
        </p>
      ) : (
        <ul className={styles.garage}>
          {cars.map((car) => (
            <li key={car.id}>
              <div>
                {/* A car withdrawn from the dealer's feed has no page any more (docs/features/stock-import.md "Stock import"). */}
                {car.status === 'withdrawn' ? car.name : <Link href={carPath(car.slug)}>{car.name}</Link>}
                <p>
                  {car.status === 'withdrawn' ? (
                    <span className={styles.sold}>No longer listed</span>
                  ) : car.status === 'sold' ? (
                    <span className={styles.sold}>Sold</span>
                  ) : car.reserved ? (
                    <strong>Reserved</strong>
                  ) : car.price ? (
                    <>
                      {car.before_price && car.before_price > car.price ? (
                        <>
                          <del aria-label={`Was ${formatPrice(car.before_price)}`}>
                            {formatPrice(car.before_price)}
                          </del>{' '}
                        </>
                      ) : null}
                      {formatPrice(car.price)}
                    </>
                  ) : (
                    'Price on application'
                  )}
                </p>
              </div>
              <RemoveButton
                call="watchlist-remove"
                body={{ car_id: car.id }}
                text="Remove"
                ariaLabel={`Remove ${car.name}`}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
