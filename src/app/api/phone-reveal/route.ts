import { NextResponse } from 'next/server'

import { recordHeaderReveal, recordPhoneReveal } from '@/data/analytics/phone-reveals'
import { isLimited } from '@/http/admission'
import { apiError, carNotFound } from '@/http/api-error'
import { PhoneRevealBody } from '@/http/contracts/vehicles'
import { readJson } from '@/http/read-json'
import { withSite } from '@/http/site-route'

/** A reveal body is one id; anything bigger is not ours. */
const MAX_BODY_BYTES = 2048

const Body = PhoneRevealBody

const noHeaderPhone = () => apiError(404, 'no_phone', 'This site has no phone number to show.')

/**
 * POST /api/phone-reveal {car_id} — the shopper revealed a masked number (stock §4, §7 "Phone-reveal
 * log call"). The site comes from the Host header; the car must be on it. {car_id, source:
 * 'print_page'} is the printable page's reveal: a print is a reveal, logged (with its source)
 * before the number is shown. {source: 'header'} reveals the site header's number instead
 * (the header's call button follows the masking rules: docs/features/vehicle-page.md "The vehicle page").
 *   201 {ok: true, phone} · 200 {ok: true, phone} when the log could not be written (the number is
 *   still revealed: stock §8 "Phone reveal failure: console log only") · 400 invalid_body {fields}
 *   · 404 unknown_site | car_not_found | no_phone · 413 too_large. A client past its limits, or a
 *   flood past the site's, still gets 200 with the number, unlogged: never a 429 (docs/features/security.md "Security").
 */
export const POST = withSite(
  async (request, site) => {
    const body = await readJson(request, {
      maxBytes: MAX_BODY_BYTES,
      schema: Body,
      messages: 'Send a JSON body with the car_id of a car on this site.',
    })
    if (!body.ok) return body.response
    const { car_id, source } = body.data
    // Past its limits a client still gets the number; only the log is skipped (see `failOpen`).
    const limited = isLimited(request)
    if (limited) console.warn(`phone reveal on site ${site.slug}: client past its limits; number shown, not logged`)
    const options = { log: !limited }
    const reveal =
      car_id === undefined
        ? await recordHeaderReveal(site, options)
        : await recordPhoneReveal(site, car_id, source, options)
    if (!reveal) return car_id === undefined ? noHeaderPhone() : carNotFound()
    // The masked page never holds the number: the reveal answers it (stock §4 "then shows the number").
    return NextResponse.json(
      { ok: true, phone: reveal.phone },
      { status: reveal.logged ? 201 : 200, headers: { 'cache-control': 'no-store' } },
    )
  },
  { limit: { perIp: 'revealPerIp', perSite: 'revealPerSite', failOpen: true } },
)
