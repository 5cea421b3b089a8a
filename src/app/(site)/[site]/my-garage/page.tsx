import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import styles from '@/components/account/account.module.css'
import { RemoveFromGarage } from '@/components/account/RemoveFromGarage.client'
import { SignOutButton } from '@/components/account/SignOutButton.client'
import { gate } from '@/data/customer-page'
import { watchedCars } from '@/data/customers'
import { getSite } from '@/data/sites'
import { formatPrice } from '@/domain/pricing/format'

export const metadata: Metadata = { title: 'My Garage', robots: { index: false } }

/** /my-garage (finance §2, §4 "my-garage … always" gated; stock §6 watchlist): the saved cars, live. */
export default async function MyGaragePage({ params }: { params: Promise<{ site: string }> }) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const customer = (await gate(site, 'my-garage', 'my-garage', '/my-garage', '/'))!
  const cars = await watchedCars(site, customer.watchlist)
  return (
    <div className="container">
      <h1>My Garage</h1>
      <p>
        Signed in as {[customer.name, customer.last_name].filter(Boolean).join(' ') || customer.phone}.{' '}
        <SignOutButton />
      </p>
      <h2>Watchlist</h2>
      {cars.length === 0 ? (
        <p>
          You have not saved any cars yet. <Link href="/search">Browse our stock</Link>.
        </p>
      ) : (
        <ul className={styles.garage}>
          {cars.map((car) => (
            <li key={car.id}>
              <div>
                {/* A car withdrawn from the dealer's feed has no page any more (issue 18 import). */}
                {car.status === 'withdrawn' ? car.name : <Link href={`/cars/${car.slug}`}>{car.name}</Link>}
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
              <RemoveFromGarage carId={car.id} name={car.name} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
