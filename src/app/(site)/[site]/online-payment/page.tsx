import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { MyReservations } from '@/components/account/MyReservations'
import { orSiteNotFound } from '@/components/layout/not-found'
import { ReserveButton } from '@/components/reservations/ReserveButton.client'
import { vehicleView } from '@/components/vehicle/detail/vehicle-view'
import { PriceBlock } from '@/components/vehicle/PriceBlock'
import { getCarPage } from '@/data/cars/cars'
import { gate } from '@/data/customers/page'
import { siteDeposit } from '@/data/customers/reservations'
import { getSite } from '@/data/sites/sites'
import { signInPath } from '@/domain/accounts/sign-in'
import { carPath } from '@/domain/links/car-path'
import { formatPrice } from '@/domain/pricing/format'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'

export const metadata: Metadata = { title: 'Online Payment', robots: { index: false } }

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /online-payment[?car_id={slug}] (finance §2 "Account or utility pages: … /online-payment"; §6
 * "online-payment (gated unless a setting is on)"). Paying online here is the reserve deposit: the
 * same reservation and PaymentProvider as /cars/{slug}/checkout (POST /api/reserve), so Stripe
 * or "pay at the dealership" as the deployment says. With a car it offers that car's deposit (when
 * the car is reservable); without one it lists the shopper's reservations on this site.
 */
async function OnlinePaymentRoute({ params, searchParams }: Props) {
  const { site: siteSlug } = await params
  const query = await searchParams
  const carId = typeof query.car_id === 'string' && query.car_id ? query.car_id : null
  // As with checkout (finance §4 "needs a known car slug first"): an unknown car is a 404, not a sign-in.
  const page = carId ? await getCarPage(siteSlug, carId) : null
  if (carId && !page) notFound()
  const site = page?.site ?? (await getSite(siteSlug))
  if (!site) notFound()
  const path = page ? `/online-payment?car_id=${encodeURIComponent(page.car.slug)}` : '/online-payment'
  const back = page ? carPath(page.car.slug) : '/'
  const customer = await gate(site, path, back)
  const deposit = formatPrice(siteDeposit(site))

  if (!page)
    return (
      <div className="container">
        <h1>Online Payment</h1>
        <p>
          Pay a {deposit} deposit online to hold a car while you finish the purchase: open the car you want in{' '}
          <Link href={defaultStockSearchHref(site.settings)}>our stock</Link> and choose Reserve Now.
        </p>
        {customer ? <MyReservations site={site} customerId={customer.id} /> : null}
      </div>
    )

  const view = vehicleView(page.car, page.site)
  const { car } = view
  return (
    <div className="container vehicle-checkout">
      <h1>Online Payment</h1>
      <h2>{car.name}</h2>
      <PriceBlock car={car} settings={view.priceSettings} />
      <section aria-labelledby="online-payment-heading">
        {view.reserveHref ? (
          <>
            <h2 id="online-payment-heading">Pay a {deposit} deposit</h2>
            <p>
              {car.dealership.name} holds the car for you once the deposit is paid. The deposit comes off the price.
            </p>
            {customer ? (
              <ReserveButton carSlug={car.slug} label={`Pay ${deposit} deposit`} />
            ) : (
              <p>
                <Link className="button" href={signInPath('online-payment', path, back)}>
                  Sign in to pay
                </Link>
              </p>
            )}
          </>
        ) : (
          <>
            <h2 id="online-payment-heading">This car cannot be paid for online</h2>
            <p>
              <Link href={carPath(car.slug)}>Enquire about it instead</Link>.
            </p>
          </>
        )}
      </section>
    </div>
  )
}

export default orSiteNotFound(OnlinePaymentRoute)
