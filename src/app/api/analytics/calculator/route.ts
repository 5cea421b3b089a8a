import { NextResponse } from 'next/server'
import { z } from 'zod'

import { loadCarForSite } from '@/data/cars'
import { siteFromRequest } from '@/data/site-from-request'
import { ANALYTICS_EVENTS } from '@/domain/analytics/events'
import { recordEvent } from '@/integrations/analytics'
import { apiError, carNotFound, issueFields, unknownSite } from '@/http/api-error'
import { readBoundedText } from '@/http/bounded-body'

/** The body is one slug; anything bigger is not ours. */
const MAX_BODY_BYTES = 2048

const Body = z.object({ car_slug: z.string().trim().min(1, 'car_slug is required.').max(200, 'car_slug is too long.') })

/**
 * POST /api/analytics/calculator {car_slug} — the vehicle page's finance calculator was first changed
 * (finance §4 "sends one analytics event (id 26) once only"). The site comes from the Host header and
 * the car must be on it. Answers 202 {ok: true}; the event is written in the background.
 */
export async function POST(request: Request) {
  const site = await siteFromRequest(request)
  if (!site) return unknownSite()
  const text = await readBoundedText(request, MAX_BODY_BYTES)
  if (text === 'too_large') return apiError(413, 'too_large', 'The request is too large.')
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  const body = Body.safeParse(json)
  if (!body.success) {
    const fields = issueFields(body.error.issues)
    return apiError(400, 'invalid_body', 'Send a JSON body with the car_slug of a car on this site.', fields)
  }
  const car = await loadCarForSite(site, body.data.car_slug)
  if (!car) return carNotFound()
  void recordEvent({
    eventId: ANALYTICS_EVENTS.calculatorChange,
    site: { id: site.id, tenantId: site.tenantId },
    path: `/cars/${car.slug}`,
    data: { car_id: car.id, car_slug: car.slug },
  })
  return NextResponse.json({ ok: true }, { status: 202, headers: { 'cache-control': 'no-store' } })
}
