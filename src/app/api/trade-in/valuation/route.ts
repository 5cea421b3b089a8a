import { NextResponse } from 'next/server'

import { unavailable } from '@/http/api-error'
import { TradeInValuationBody } from '@/http/contracts/leads'
import { withSite } from '@/http/site-route'

import { valuerFor } from '../../enquiries/trade-in-valuation'
import { readTradeInBody } from '../trade-in-body'

const MAX_BODY_BYTES = 1024
const Body = TradeInValuationBody

/**
 * POST /api/trade-in/valuation {make, model, year, km} — the indicative range the trade-in form shows
 * between its steps: {status, low, high, comparables, note}. Comparable cars come from the site's own
 * tenant only. 400 invalid_body {fields} · 404 unknown_site / trade_in_off · 429 · 503.
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readTradeInBody(request, site, Body, MAX_BODY_BYTES)
    if (!body.ok) return body.response
    try {
      const valuation = await valuerFor(site).value(body.data)
      return NextResponse.json(valuation, { headers: { 'cache-control': 'no-store' } })
    } catch (err) {
      console.error('[api/trade-in/valuation] valuation failed', { site: site.slug }, err)
      return unavailable(
        'valuation_failed',
        'We could not value your vehicle just now. Send us your details and we will value it for you.',
      )
    }
  },
  { limit: { perIp: 'valuationPerIp', perSite: 'valuationPerSite' } },
)
