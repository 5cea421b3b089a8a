import { NextResponse } from 'next/server'

import { priceSettings } from '@/data/sites/price-settings'
import { getSite } from '@/data/sites/sites'
import { computePriceGauge, gaugeListingPrice } from '@/domain/price-gauge'
import { listingPrice } from '@/domain/pricing/listing-price'
import { carNotFound, unknownSite } from '@/http/api-error'
import { siteCar } from '@/http/site-route'

type Params = { params: Promise<{ site: string; slug: string }> }

/**
 * GET /cars/{slug}/autogauge (stock §7; the proxy rewrites it to /{site}/cars/{slug}/autogauge) —
 * the price gauge response { fill, listing_price, market_range_min, market_range_max, confidence,
 * description } (stock §3) for a car of this site only. The client decides whether to show it
 * (stock §5, isGaugeShown).
 */
export async function GET(_request: Request, { params }: Params) {
  const { site: siteSlug, slug } = await params
  const site = await getSite(siteSlug)
  if (!site) return unknownSite()
  const car = await siteCar(site, slug)
  if (!car) return carNotFound()
  const price = listingPrice(car, priceSettings(site))
  const gauge = computePriceGauge(gaugeListingPrice(price), car.autograb_data)
  return NextResponse.json(gauge, { headers: { 'cache-control': 'public, max-age=60' } })
}
