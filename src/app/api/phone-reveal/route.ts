import { NextResponse } from 'next/server'
import { z } from 'zod'

import { recordPhoneReveal } from '@/data/phone-reveals'
import { withSite } from '@/http/site-route'
import { carNotFound } from '@/http/api-error'
import { readJson } from '@/http/read-json'

/** A reveal body is one id; anything bigger is not ours. */
const MAX_BODY_BYTES = 2048

const Body = z.object({
  car_id: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{1,64}$/),
    ],
    { error: 'car_id must be the id of a car on this site.' },
  ),
})

/**
 * POST /api/phone-reveal {car_id} — the shopper revealed a masked number (stock §4, §7 "Phone-reveal
 * log call"). The site comes from the Host header; the car must be on it.
 *   201 {ok: true, phone} · 200 {ok: true, phone} when the log could not be written (the number is
 *   still revealed: stock §8 "Phone reveal failure: console log only") · 400 invalid_body {fields}
 *   · 404 unknown_site | car_not_found · 413 too_large
 *   429 rate_limited (Retry-After)
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: Body,
      messages: 'Send a JSON body with the car_id of a car on this site.',
    })
    if (!body.ok) return body.response
    const reveal = await recordPhoneReveal(site, body.data.car_id)
    if (!reveal) return carNotFound()
    // The masked page never holds the number: the reveal answers it (stock §4 "then shows the number").
    return NextResponse.json(
      { ok: true, phone: reveal.phone },
      { status: reveal.logged ? 201 : 200, headers: { 'cache-control': 'no-store' } },
    )
  },
  { limit: { perIp: 'revealPerIp', perSite: 'revealPerSite' } },
)
