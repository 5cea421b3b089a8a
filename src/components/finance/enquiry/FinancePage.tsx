import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { carForFinance } from '@/data/cars/finance'
import { requireSignInWhereGated } from '@/data/customers/page'
import { getSite } from '@/data/sites/sites'
import { pathWithQuery } from '@/domain/accounts/sign-in'
import { financeAmount } from '@/domain/finance/amount'
import { COMPARISON_RATE_WARNING, RATE_CARD_DISCLAIMER } from '@/domain/finance/disclaimer'
import { FINANCE_DIALOG_TITLE } from '@/domain/finance/enquiry'
import { clampQuotePrice, QUOTE_PRICE_DEFAULT } from '@/domain/finance/quote'
import { siteFeature } from '@tenants/flags'

import { DisclaimerDialog } from './DisclaimerDialog.client'
import { FinanceEnquiry } from './FinanceEnquiry.client'
import { FinanceSidebar } from './FinanceSidebar'
import { GetFinancePromo } from './GetFinancePromo'

import formPage from '@/components/forms/form-page.module.css'

export type FinanceSearchParams = Record<string, string | string[] | undefined>
/** A finance route's props, as Next passes them. */
export type FinanceRouteProps = { params: Promise<{ site: string }>; searchParams: Promise<FinanceSearchParams> }

/**
 * A finance enquiry page that exists only where the site turns on `finance_enquiry_pages` (finance
 * §2 "exist on certain sites"): /apply-for-finance, /finance-enquiry and /finance-pre-approval.
 */
export const flaggedFinanceRoute = (path: string, heading: string) =>
  orSiteNotFound(async ({ params, searchParams }: FinanceRouteProps) => {
    const slug = (await params).site
    const site = await getSite(slug)
    if (!site || !siteFeature(site, 'finance_enquiry_pages')) notFound()
    return FinancePage({ siteSlug: slug, path, searchParams: await searchParams, heading })
  })
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? ''

/**
 * Every finance page of a site (/finance, /personalised/finance, and where the site turns them on
 * /finance-enquiry, /apply-for-finance, /finance-pre-approval): the enquiry screen in the page
 * (#finance-form), the sidebar, and with no car the 'Get Finance Now' promo (finance §2). The query
 * string is kept and read: car_id (a stray '?' after it ignored), preferredDealership and
 * vehiclePriceBudget pre-fill the form. Each is gated where the site says (finance §6), by its path's
 * entry in the gated routes (src/domain/accounts/sign-in.ts), before anything renders.
 */
export async function FinancePage({
  siteSlug,
  path,
  searchParams,
  heading,
}: {
  siteSlug: string
  /** The route's own path (one of the gated routes), without the query. */
  path: string
  searchParams: FinanceSearchParams
  heading: string
}) {
  const site = await getSite(siteSlug)
  if (!site || !siteFeature(site, 'finance_buttons')) notFound()
  await requireSignInWhereGated(site, pathWithQuery(path, searchParams), '/')
  const car = await carForFinance(site, one(searchParams.car_id))
  const preferred = one(searchParams.preferredDealership)
  const dealershipSlug =
    car?.dealership.slug ??
    site.dealerships.find((d) => d.slug === preferred)?.slug ??
    site.primaryDealership?.slug ??
    ''
  const budget = one(searchParams.vehiclePriceBudget)
  const carPrice = car ? financeAmount(car) : null
  const defaultAmount = clampQuotePrice(carPrice ?? (budget || QUOTE_PRICE_DEFAULT))
  return (
    <div className="section form-page">
      <h1>{heading}</h1>
      {!car && siteFeature(site, 'finance_get_finance_promo') ? (
        <GetFinancePromo site={site} searchParams={searchParams} />
      ) : null}
      <div className={formPage.grid}>
        <section id="finance-form" aria-labelledby="finance-form-heading">
          <h2 id="finance-form-heading">{FINANCE_DIALOG_TITLE}</h2>
          <FinanceEnquiry
            car={
              car
                ? {
                    id: String(car.id),
                    year: car.year ?? null,
                    vin: car.vin ?? null,
                    name: car.name,
                    car_type: car.car_type ?? null,
                  }
                : null
            }
            dealershipSlug={dealershipSlug}
            defaultAmount={defaultAmount}
            postcodeRequired={siteFeature(site, 'finance_postcode_required')}
            landlines={siteFeature(site, 'sms_landlines')}
          />
          <DisclaimerDialog text={`${RATE_CARD_DISCLAIMER} ${COMPARISON_RATE_WARNING}`} />
        </section>
        <FinanceSidebar site={site} car={car} />
      </div>
    </div>
  )
}
