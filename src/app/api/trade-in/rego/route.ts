import { NextResponse } from 'next/server'

import { REGO_LOOKUP_MESSAGES } from '@/domain/trade-in/rego-lookup'
import { apiError, unavailable } from '@/http/api-error'
import { TradeInRegoBody } from '@/http/contracts/leads'
import { withSite } from '@/http/site-route'
import { regoLookupFor } from '@/integrations/rego-lookup'

import { readTradeInBody } from '../trade-in-body'

const MAX_BODY_BYTES = 512

const Body = TradeInRegoBody

/**
 * POST /api/trade-in/rego {rego, state} — finance §4 "rego plus regoState lookup": the vehicle's make,
 * model, year and badge for the trade-in form to fill in. 200 {vehicle} · 400 invalid_body {fields} ·
 * 404 unknown_site / trade_in_off / rego_not_found · 429 · 503 rego_lookup_unavailable (no provider, or
 * it failed): the shopper types the car in.
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readTradeInBody(request, site, Body, MAX_BODY_BYTES)
    if (!body.ok) return body.response
    const manual = () => unavailable('rego_lookup_unavailable', REGO_LOOKUP_MESSAGES.unavailable)
    let lookup
    try {
      lookup = regoLookupFor()
    } catch (err) {
      console.error('[api/trade-in/rego] rego lookup misconfigured', err)
      return manual()
    }
    if (!lookup) return manual()
    try {
      const vehicle = await lookup.lookup(body.data)
      if (!vehicle) return apiError(404, 'rego_not_found', REGO_LOOKUP_MESSAGES.notFound)
      return NextResponse.json({ vehicle }, { headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error('[api/trade-in/rego] lookup failed', { site: site.slug }, err)
      return manual()
    }
  },
  { limit: { perIp: 'regoLookupPerIp', perSite: 'regoLookupPerSite' } },
)
