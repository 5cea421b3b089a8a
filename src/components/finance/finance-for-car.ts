import type { CarWithRelations } from '@/data/cars/cars'
import type { SiteContext } from '@/data/sites/sites'
import { isAvailable } from '@/domain/availability/is-available'
import { financeAmount } from '@/domain/finance/amount'
import { calculatorBounds, clampToBounds } from '@/domain/finance/calculator'
import { comparisonRateRange } from '@/domain/finance/comparison-range'
import { calculatorDefaults, estimateAsOpened, opensOnEstimate, siteDefaultTermYears } from '@/domain/finance/defaults'
import { financeDisclaimer } from '@/domain/finance/disclaimer'
import { quotingLender } from '@/domain/finance/lender'
import { financePolicy } from '@/domain/finance/policy'
import { financePurchaseAvailable } from '@/domain/finance/purchase'
import { financeHref, PERSONALISED_FINANCE_PATH } from '@/domain/links/finance'
import { getFinanceProvider, type VehicleEstimate } from '@/integrations/finance-provider'
import { siteFeature } from '@tenants/flags'

import type { FinanceCalculatorProps } from './FinanceCalculator.client'

export type CarFinance = {
  estimate: VehicleEstimate | null
  /** True when the calculator opens on a different figure, so the estimate line must name its terms. */
  estimateNamesTerms: boolean
  calculatorProps: FinanceCalculatorProps
  /** The Car Finance card's 'Get Finance' link (finance §2: the site's finance link with the car's parameters). */
  financeHref: string
  /**
   * 'Buy with Finance' (the personalised finance page for this car), only where finance §4 "Finance
   * purchase availability" holds: the site's finance purchase (Autograb) option on, in stock, neither
   * sold nor reserved, price above 200. Null otherwise.
   */
  purchaseHref: string | null
}

/**
 * The vehicle page's finance parts (finance §2): the 'Only $X /wk*' estimate (null when finance §5's
 * display rules say no) and the calculator's plain props. Null when the site has no finance buttons
 * or the car is not available. A provider failure is logged and shows no estimate (finance §4 "On the
 * vehicle page a quote failure is ignored silently").
 */
export async function financeForCar(car: CarWithRelations, site: SiteContext): Promise<CarFinance | null> {
  if (!siteFeature(site, 'finance_buttons') || !isAvailable(car)) return null
  const dealership = car.dealership
  const policy = financePolicy({
    provider: dealership.finance_provider,
    make: car.make,
    flags: {
      finance_calculator_rules: siteFeature(site, 'finance_calculator_rules'),
      finance_sample_loan: siteFeature(site, 'finance_sample_loan'),
      finance_estimate_hidden: siteFeature(site, 'finance_estimate_hidden'),
    },
  })
  const defaultFlags = {
    finance_default_term_6: siteFeature(site, 'finance_default_term_6'),
    finance_default_amount_30000: siteFeature(site, 'finance_default_amount_30000'),
  }
  const price = financeAmount(car)
  const lender = quotingLender(car.finance_lenders)
  const rateCard = dealership.rate_card ?? null
  const bounds = calculatorBounds({
    policy,
    flags: {
      finance_max_term_5: siteFeature(site, 'finance_max_term_5'),
      finance_cap_105_percent: siteFeature(site, 'finance_cap_105_percent'),
    },
    price,
    termIncrementYears: rateCard?.term_increment_years,
  })
  // The estimate is quoted over the site's default term, as the calculator opens (inside its bound).
  const termYears = clampToBounds(siteDefaultTermYears(defaultFlags), bounds.term)
  const quoted = await getFinanceProvider()
    .estimate(car, dealership, { policy, now: new Date(), termYears })
    .catch((err) => {
      console.warn(`finance estimate for ${car.slug} on ${site.slug} failed`, err)
      return null
    })
  const { defaults, fees } = calculatorDefaults({
    price,
    bounds,
    lender,
    rateCard,
    flags: defaultFlags,
    estimate: quoted,
    policy,
  })
  const roundUp = siteFeature(site, 'finance_round_up')
  const priceDifferenceRounding = !!policy.provider.priceDifferenceRounding
  // One quote per car and page (finance §9): the line and the card show the calculator's opening figure.
  const estimate = estimateAsOpened(quoted, {
    defaults,
    fees,
    price,
    roundUp,
    priceDifference: priceDifferenceRounding,
  })
  const linkCar = { id: car.id, car_type: car.car_type, vin: car.vin, price, dealershipSlug: dealership.slug }
  const purchasable = financePurchaseAvailable(
    { status: car.status, reserved: car.reserved, price },
    siteFeature(site, 'finance_purchase'),
  )
  return {
    financeHref: financeHref(site.settings?.finance_link, linkCar),
    purchaseHref: purchasable ? financeHref(PERSONALISED_FINANCE_PATH, linkCar) : null,
    estimate,
    estimateNamesTerms: estimate != null && !opensOnEstimate(defaults, estimate, price),
    calculatorProps: {
      carSlug: car.slug,
      price,
      bounds,
      defaults,
      fees,
      roundUp,
      priceDifferenceRounding,
      interestLocked: siteFeature(site, 'finance_interest_locked'),
      showFrequency: policy.provider.showFrequency,
      disclaimer: financeDisclaimer(lender?.disclaimer, site.settings.finance_disclaimer),
      disclaimerLink: siteFeature(site, 'finance_disclaimer_link'),
      comparisonRange: comparisonRateRange(policy.provider, lender?.disclaimer),
    },
  }
}
