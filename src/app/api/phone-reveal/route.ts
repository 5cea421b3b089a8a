import { NextResponse } from 'next/server'
import { z } from 'zod'

import { recordPhoneReveal } from '@/data/phone-reveals'
import { siteFromRequest } from '@/data/site-from-request'
import { readBoundedText } from '@/http/bounded-body'
import { apiError, carNotFound, issueFields, unknownSite } from '@/http/api-error'

/** A reveal body is one id; anything bigger is not ours. */
const MAX_BODY_BYTES = 2048

const Body = z.object({
  car_id: z.union([z.number().int().positive(), z.string().trim().regex(/^[A-Za-z0-9]{1,64}$/)], { error: 'car_id must be the id of a car on this site.' }),
})

/**
 * POST /api/phone-reveal {car_id} — the shopper revealed a masked number (stock §4, §7 "Phone-reveal
 * log call"). The site comes from the Host header; the car must be on it.
 *   201 {ok: true, phone} · 400 invalid_body {fields} · 404 unknown_site | car_not_found · 413 too_large
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
    return apiError(400, 'invalid_body', 'Send a JSON body with the car_id of a car on this site.', { body: 'Not valid JSON.' })
  }
  const body = Body.safeParse(json)
  if (!body.success) {
    const fields = issueFields(body.error.issues)
    return apiError(400, 'invalid_body', 'Send a JSON body with the car_id of a car on this site.', fields)
  }
  const reveal = await recordPhoneReveal(site, body.data.car_id)
  if (!reveal) return carNotFound()
  // The masked page never holds the number: the reveal answers it (stock §4 "then shows the number").
  return NextResponse.json({ ok: true, phone: reveal.phone ?? null }, { status: 201, headers: { 'cache-control': 'no-store' } })
}
