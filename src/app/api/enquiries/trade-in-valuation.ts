import { findComparableCars } from '@/data/cars/trade-in'
import type { SiteContext } from '@/data/sites/sites'
import type { Valuation } from '@/domain/trade-in/valuation'
import type { LeadFormValues } from '@/forms/lead-schema'
import { getTradeInValuer, type TradeInValuer } from '@/integrations/trade-in'

/** The valuer of a site: the configured provider, else the default (comparable cars of the site's own tenant). */
export const valuerFor = (site: Pick<SiteContext, 'tenantId'>): TradeInValuer =>
  getTradeInValuer((q) => findComparableCars(site, q))

/**
 * The trade-in's valuation, stored with the lead for the dealer. A failure never loses the lead: it
 * is logged with the spec's words (finance §8 "Valuation save failure: logged as 'Failed to save
 * valuation data'") and the lead is stored without one.
 */
export async function valueTradeIn(
  site: Pick<SiteContext, 'tenantId' | 'slug'>,
  values: LeadFormValues,
): Promise<Valuation | null> {
  try {
    return await valuerFor(site).value({
      make: values.trade_make,
      model: values.trade_model,
      year: Number(values.trade_year),
      km: Number(values.trade_km),
    })
  } catch (err) {
    console.error('Failed to save valuation data', { site: site.slug }, err)
    return null
  }
}
