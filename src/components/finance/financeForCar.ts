import type { CarWithRelations } from '@/data/cars'
import type { SiteContext } from '@/data/sites'
import { isAvailable } from '@/domain/availability/isAvailable'
import { financeAmount } from '@/domain/finance/amount'
import { calculatorBounds, isAngle } from '@/domain/finance/calculator'
import { calculatorDefaults, opensOnEstimate } from '@/domain/finance/defaults'
import { financeDisclaimer } from '@/domain/finance/disclaimer'
import { quotingLender } from '@/domain/finance/lender'
import { getFinanceProvider, type VehicleEstimate } from '@/integrations/finance-provider'
import { siteFeature } from '@tenants/flags'

import type { FinanceCalculatorProps } from './FinanceCalculator'

export type CarFinance = {
  estimate: VehicleEstimate | null
  /** True when the calculator opens on a different figure, so the estimate line must name its terms. */
  estimateNamesTerms: boolean
  calculatorProps: FinanceCalculatorProps
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
  const estimate = await getFinanceProvider()
    .estimate(car, dealership)
    .catch((err) => {
      console.warn(`finance estimate for ${car.slug} on ${site.slug} failed`, err)
      return null
    })
  const price = financeAmount(car)
  const lender = quotingLender(car.finance_lenders)
  const rateCard = dealership.rate_card ?? null
  const bounds = calculatorBounds({
    provider: dealership.finance_provider,
    flags: {
      finance_max_term_5: siteFeature(site, 'finance_max_term_5'),
      finance_cap_105_percent: siteFeature(site, 'finance_cap_105_percent'),
    },
    price,
  })
  const { defaults, fees } = calculatorDefaults({
    price,
    bounds,
    lender,
    rateCard,
    flags: {
      finance_default_term_6: siteFeature(site, 'finance_default_term_6'),
      finance_default_amount_30000: siteFeature(site, 'finance_default_amount_30000'),
    },
    estimate,
  })
  const roundUp = siteFeature(site, 'finance_round_up')
  return {
    estimate,
    estimateNamesTerms: estimate != null && !opensOnEstimate(defaults, estimate, price, roundUp),
    calculatorProps: {
      carSlug: car.slug,
      price,
      bounds,
      defaults,
      fees,
      roundUp,
      interestLocked: siteFeature(site, 'finance_interest_locked'),
      // spec: finance §5 "Repayment frequency … hidden for Angle."
      showFrequency: !isAngle(dealership.finance_provider),
      disclaimer: financeDisclaimer(lender?.disclaimer),
    },
  }
}
