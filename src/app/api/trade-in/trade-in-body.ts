import type { z } from 'zod'

import type { SiteContext } from '@/data/sites/sites'
import { LEAD_ERROR_SUMMARY } from '@/forms/lead-messages'
import { apiError } from '@/http/api-error'
import { type JsonBody, readJson } from '@/http/read-json'
import { siteFeature } from '@tenants/flags'

/**
 * The body of a trade-in form call (valuation, rego lookup): refused with 404 trade_in_off on a site
 * without trade-in (finance §2), else read, bounded and checked like every shopper body.
 */
export async function readTradeInBody<T>(
  request: Request,
  site: SiteContext,
  schema: z.ZodType<T>,
  maxBytes: number,
): Promise<JsonBody<T>> {
  if (!siteFeature(site, 'trade_in'))
    return { ok: false, response: apiError(404, 'trade_in_off', 'This site does not value trade-ins online.') }
  return readJson(request, { maxBytes, schema, messages: LEAD_ERROR_SUMMARY })
}
