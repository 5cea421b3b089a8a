import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ContactBlock } from '@/components/forms/ContactBlock'
import { OfferForm } from '@/components/forms/OfferForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { loadCarForSite } from '@/data/cars/cars'
import { priceSettings } from '@/data/sites/price-settings'
import { getSite } from '@/data/sites/sites'
import { isAvailable } from '@/domain/availability/is-available'
import { inputDigits, usesHighMoneyPicks } from '@/domain/leads/inputs'
import { carPath } from '@/domain/links/car-path'
import { listingPrice } from '@/domain/pricing/listing-price'
import { leadFormOptions } from '@/forms/form-options'

import formPage from '@/components/forms/form-page.module.css'

type Props = {
  params: Promise<{ site: string }>
  searchParams: Promise<{ car_id?: string | string[]; amount?: string | string[] }>
}

export const metadata: Metadata = { title: 'Accept offer', robots: { index: false } }

/**
 * /accept-offer?car_id={slug}&amount={dollars}: the shopper accepts an offer on a car of this site
 * (finance §4 "Offer acceptance"; §9 event 18). The dealer's link may carry the amount agreed;
 * otherwise the car's shown price is the starting amount. A car that is no longer available (sold)
 * or not this site's is not found.
 */
async function AcceptOfferPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const query = await searchParams
  const car = typeof query.car_id === 'string' && query.car_id ? await loadCarForSite(site, query.car_id) : null
  if (!car || !isAvailable(car)) notFound()
  const price = listingPrice(car, priceSettings(site))
  const shown = price.kind === 'offer' || price.kind === 'price' ? price.amount : null
  const asked = typeof query.amount === 'string' ? inputDigits(query.amount) : ''
  const amount = asked && Number(asked) > 0 ? asked : shown ? String(Math.round(shown)) : ''
  return (
    <div className="section form-page">
      <h1>Accept offer</h1>
      <div className={formPage.grid}>
        <section aria-labelledby="offer-form-heading">
          <h2 id="offer-form-heading">Your details</h2>
          <p>
            Confirm the amount and your details, and the team at {car.dealership.name} will be in touch to finalise the{' '}
            <a href={carPath(car.slug)}>{car.name}</a>.
          </p>
          <OfferForm
            options={leadFormOptions(site, 'offer_accepted', true)}
            car={{ slug: car.slug, name: car.name }}
            amount={amount}
            highPicks={usesHighMoneyPicks(Number(amount) || shown)}
          />
        </section>
        <ContactBlock site={site} />
      </div>
    </div>
  )
}

export default orSiteNotFound(AcceptOfferPage)
