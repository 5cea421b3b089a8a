import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'

import { financeForCar } from '@/components/finance/finance-for-car'
import { FinanceCalculator } from '@/components/finance/FinanceCalculator.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { CheckoutJourney } from '@/components/reservations/CheckoutJourney.client'
import { DeliveryCalculator } from '@/components/vehicle/DeliveryCalculator.client'
import { vehicleView } from '@/components/vehicle/detail/vehicle-view'
import { PriceBlock } from '@/components/vehicle/PriceBlock'
import { getCarPage } from '@/data/cars/cars'
import { gate } from '@/data/customers/page'
import { siteDeposit } from '@/data/customers/reservations'
import { getSite } from '@/data/sites/sites'
import { carPath } from '@/domain/links/car-path'
import { formatPrice } from '@/domain/pricing/format'
import { tradeInHref } from '@/domain/trade-in/offers-trade-in'
import { defaultStockSearchHref } from '@tenants/default-stock-filter'
import { siteFeature } from '@tenants/flags'

export const metadata: Metadata = { title: 'Buy this car online', robots: { index: false } }

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

/**
 * /checkout-journey?car_id={slug} (finance §2 "online purchase"; docs/features/reservations.md "Reserve and online
 * purchase, and payments"): the car, an optional trade-in, optional finance, pick-up or delivery,
 * and the deposit, which reserves the car with the shopper's choices. It reuses the vehicle page's
 * finance calculator and delivery calculator and the trade-in valuation page. Gated like checkout;
 * a car that cannot be reserved gets a plain answer.
 */
async function CheckoutJourneyPage({ params, searchParams }: Props) {
  const { site: siteSlug } = await params
  const carId = (await searchParams).car_id
  if (typeof carId !== 'string' || !carId) {
    const site = await getSite(siteSlug)
    if (!site) notFound()
    return (
      <div className="container">
        <h1>Buy a car online</h1>
        <p>
          Choose a car first: <Link href={defaultStockSearchHref(site.settings)}>browse our stock</Link> and pick
          Reserve Now on the car you want.
        </p>
      </div>
    )
  }
  const page = await getCarPage(siteSlug, carId)
  if (!page) notFound()
  const path = `/checkout-journey?car_id=${encodeURIComponent(page.car.slug)}`
  await gate(page.site, path, carPath(page.car.slug))
  const view = vehicleView(page.car, page.site)
  const { car } = view
  if (!view.reserveHref)
    return (
      <div className="container">
        <h1>Buy {car.name} online</h1>
        <p>
          This car cannot be bought online. <Link href={carPath(car.slug)}>Enquire about it instead</Link>.
        </p>
      </div>
    )
  const finance = await financeForCar(car, page.site)
  return (
    <div className="container vehicle-checkout">
      <h1>Buy {car.name} online</h1>
      <CheckoutJourney
        carSlug={car.slug}
        deposit={formatPrice(siteDeposit(page.site))}
        carPart={
          <div>
            <p>
              <strong>{car.name}</strong>
            </p>
            <PriceBlock car={car} settings={view.priceSettings} />
            <p>
              <Link href={carPath(car.slug)}>See the car&apos;s details</Link>
            </p>
          </div>
        }
        tradeInPart={
          siteFeature(page.site, 'trade_in') ? (
            <p>
              <Link href={tradeInHref(car)} target="_blank">
                Value your trade-in (opens in a new tab)
              </Link>
              . The dealership confirms the value when it calls you.
            </p>
          ) : (
            <p>The dealership values your trade-in when it calls you.</p>
          )
        }
        financePart={finance ? <FinanceCalculator {...finance.calculatorProps} /> : null}
        deliveryPart={<DeliveryCalculator dealershipId={car.dealership.id} />}
      />
    </div>
  )
}

export default orSiteNotFound(CheckoutJourneyPage)
