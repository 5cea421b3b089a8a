import Link from 'next/link'
import { notFound } from 'next/navigation'

import { ReservationStatusNote } from '@/components/reservations/ReservationStatusNote'
import { ReserveButton } from '@/components/reservations/ReserveButton.client'
import { StaticImage } from '@/components/ui/StaticImage.client'
import { vehicleView } from '@/components/vehicle/detail/vehicle-view'
import { PriceBlock } from '@/components/vehicle/PriceBlock'
import { getCarPage } from '@/data/cars/cars'
import { gate } from '@/data/customers/page'
import { reservationOf, siteDeposit } from '@/data/customers/reservations'
import { signInPath } from '@/domain/accounts/sign-in'
import { carPath } from '@/domain/links/car-path'
import { formatPrice } from '@/domain/pricing/format'
import { type CheckoutPath, checkoutPathAnswers, RESERVE_LINK_TEXT } from '@/domain/reservations'
import { reservePath } from '@/domain/vehicle/reserve'
import { siteFeature } from '@tenants/flags'

import styles from './vehicle.module.css'

export type ReservePageProps = {
  params: Promise<{ site: string; slug: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined)

/**
 * /cars/{slug}/checkout or /cars/{slug}/buy-online (stock §2; finance §2, §4): reserve
 * a reservable car with the site's deposit. Only the path the site's `checkout_path` names answers.
 * Gated by `gate_checkout`; with the gate off an anonymous shopper sees the car and a sign-in link.
 * After reserving (`?reservation=id`) it shows that reservation's state, for its own shopper only.
 */
export async function ReservePage({ params, searchParams }: ReservePageProps, requested: CheckoutPath) {
  const { site: siteSlug, slug } = await params
  const page = await getCarPage(siteSlug, slug)
  if (!page) notFound()
  const sitePath = siteFeature(page.site, 'checkout_path')
  if (!checkoutPathAnswers(requested, sitePath)) notFound()
  // finance §4 "The checkout page needs a known car slug first", then the site's gate_checkout.
  const path = reservePath(page.car.slug, sitePath)
  const customer = await gate(page.site, path, carPath(page.car.slug))
  const query = await searchParams
  const reservationId = one(query.reservation)
  const reservation = customer && reservationId ? await reservationOf(page.site, customer.id, reservationId) : null
  const view = vehicleView(page.car, page.site)
  const { car } = view
  const image = view.gallery.images[0]
  const deposit = formatPrice(siteDeposit(page.site))
  return (
    <div className={`vehicle-checkout ${styles.vehicle}`}>
      <h1>{RESERVE_LINK_TEXT.page}</h1>
      <div className={styles.top}>
        <div>
          {image ? (
            <StaticImage
              src={image.src}
              alt={image.alt}
              width={600}
              height={400}
              sizes="(max-width: 992px) 100vw, 600px"
              priority
            />
          ) : null}
          <h2>{car.name}</h2>
          <PriceBlock car={car} settings={view.priceSettings} />
          <p>
            <Link href={carPath(car.slug)}>Back to the car</Link>
          </p>
        </div>
        <section aria-labelledby="reserve-heading">
          {reservation ? (
            <ReservationStatusNote
              reservation={reservation}
              dealership={car.dealership.name}
              paidReturn={one(query.paid) === '1'}
              cancelledReturn={one(query.cancelled) === '1'}
            />
          ) : view.reserveHref ? (
            <>
              <h2 id="reserve-heading">Hold this car with a {deposit} deposit</h2>
              <p>
                Reserve it now and {car.dealership.name} holds it for you while you finish the purchase. The deposit
                comes off the price.
              </p>
              {customer ? (
                <>
                  <ReserveButton carSlug={car.slug} label={RESERVE_LINK_TEXT.bar} />
                  <p>
                    Or <Link href={`/checkout-journey?car_id=${encodeURIComponent(car.slug)}`}>buy it online</Link>:
                    trade-in, finance and delivery in a few steps.
                  </p>
                </>
              ) : (
                <p>
                  <Link className="button" href={signInPath('checkout', path, carPath(car.slug))}>
                    Sign in to reserve
                  </Link>
                </p>
              )}
            </>
          ) : (
            <>
              <h2 id="reserve-heading">This car cannot be reserved online</h2>
              <p>
                <Link href={carPath(car.slug)}>Enquire about it instead</Link>.
              </p>
            </>
          )}
        </section>
      </div>
    </div>
  )
}
