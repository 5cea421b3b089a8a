import { notFound } from 'next/navigation'

import { ContactBlock } from '@/components/forms/ContactBlock'
import { loadCarForSite } from '@/data/cars/cars'
import { getSite } from '@/data/sites/sites'
import { leadFormOptions } from '@/forms/form-options'
import type { FeatureKey } from '@tenants/features'
import { siteFeature } from '@tenants/flags'

import { TradeInFaq } from './TradeInFaq'
import { TradeInForm } from './TradeInForm.client'

import formPage from '@/components/forms/form-page.module.css'

type Props = {
  siteSlug: string
  /** the feature flag that switches this path on beside `trade_in` (finance §2 "each on or off per site") */
  pathFlag?: FeatureKey
  /** ?car_id= of /cars/trade-in: the car the shopper wants to buy */
  carId?: string | string[]
  heading?: string
}

/**
 * The trade-in valuation page (finance §2): /cars/trade-in?car_id=, /cars/trade-in, /trade-in,
 * /sell-my-car and /instant-price. Its parts: the valuation steps and contact form, the contact block
 * and the five-question FAQ. Not gated (finance §6 "Trade-in and sell-my-car are not gated").
 */
export async function TradeInPage({ siteSlug, pathFlag, carId, heading = 'Value my trade-in' }: Props) {
  const site = await getSite(siteSlug)
  if (!site || !siteFeature(site, 'trade_in')) notFound()
  if (pathFlag && !siteFeature(site, pathFlag)) notFound()
  const car = typeof carId === 'string' && carId ? await loadCarForSite(site, carId) : null
  return (
    <div className="section form-page">
      <h1>{heading}</h1>
      <div className={formPage.grid}>
        <section aria-labelledby="trade-in-form-heading">
          <h2 id="trade-in-form-heading" className="visually-hidden">
            Trade-in valuation form
          </h2>
          {car ? (
            <p>
              Trading in towards the <strong>{car.name}</strong>.
            </p>
          ) : null}
          <TradeInForm options={leadFormOptions(site, 'trade_in', Boolean(car))} carSlug={car?.slug ?? null} />
        </section>
        <ContactBlock site={site} />
      </div>
      <TradeInFaq />
    </div>
  )
}
