import config from '@payload-config'
import { NextResponse } from 'next/server'
import { z } from 'zod'

import { loadCarForSite } from '@/data/cars'
import { isReservable } from '@/domain/vehicle/reserve'
import { isLocationOfDealership, storeLead } from '@/data/leads'
import { siteFromRequest } from '@/data/site-from-request'
import { LEAD_KINDS, LEAD_LIMITS } from '@/domain/leads/constants'
import { leadEventId } from '@/domain/leads/eventId'
import { leadPayloadExtras } from '@/domain/leads/extras'
import { LEAD_ENDPOINT_MESSAGES as E, LEAD_ERROR_SUMMARY, LEAD_MESSAGES as M } from '@/forms/lead-messages'
import { leadAttributesSchema, leadFormSchema } from '@/forms/lead-schema'
import { readJsonBody } from '@/http/json-body'
import { queueLeadDelivery } from '@/integrations/lead-delivery'
import { apiError, type Fields } from '@/http/api-error'
import { siteFeature } from '@tenants/flags'

import { requestUrlFacts } from './request-facts'

const invalid = (fields: Fields) => apiError(400, 'invalid_lead', LEAD_ERROR_SUMMARY, fields)

/** The first message per field, keyed by the field name the form uses. */
const fieldsOf = (issues: z.core.$ZodIssue[]): Fields => {
  const fields: Fields = {}
  for (const issue of issues) fields[String(issue.path[0] ?? '') || 'body'] ??= issue.message
  return fields
}

const Envelope = z.object({
  kind: z.enum(LEAD_KINDS, { error: M.kind }),
  lead_attributes: leadAttributesSchema,
})

/**
 * POST /api/leads {kind, …fields} — a vehicle-page enquiry (Enquire Now, Book a Test Drive, Request
 * Photos, Find Me Something Similar). The site comes from the Host header; the car (car_id, a slug)
 * must be on that site. ARCHITECTURE "Lead durability": validate, store, answer; delivery to the
 * CRM is queued after the store and can never lose the lead.
 *   201 {lead_id, redirect: '/success'} · 400 invalid_lead {fields} | invalid_json · 404 unknown_site
 *   413 too_large · 415 unsupported_media_type · 503 lead_not_saved
 */
export async function POST(request: Request) {
  const site = await siteFromRequest(request)
  if (!site) return apiError(404, 'unknown_site', E.unknownSite)

  const body = await readJsonBody(request, LEAD_LIMITS.body)
  if (!body.ok) {
    if (body.reason === 'not_json') return apiError(415, 'unsupported_media_type', E.notJson)
    if (body.reason === 'too_large') return apiError(413, 'too_large', E.tooLarge)
    return apiError(400, 'invalid_json', E.badJson)
  }
  if (!body.value || typeof body.value !== 'object' || Array.isArray(body.value)) return apiError(400, 'invalid_json', E.badJson)

  const envelope = Envelope.safeParse(body.value)
  if (!envelope.success) {
    const fields = fieldsOf(envelope.error.issues)
    if (fields.lead_attributes) fields.lead_attributes = M.leadAttributes
    return invalid(fields)
  }
  const { kind, lead_attributes } = envelope.data
  const schema = leadFormSchema({
    kind,
    messageOptional: siteFeature(site, 'enquiry_message_optional'),
    requireTerms: siteFeature(site, 'require_terms'),
  })
  const parsed = schema.safeParse(body.value)
  if (!parsed.success) return invalid(fieldsOf(parsed.error.issues))
  const values = parsed.data

  try {
    // The wall: a slug of another site's or tenant's car is simply not found here.
    const car = await loadCarForSite(site, values.car_id)
    if (!car) return invalid({ car_id: M.car })
    if (kind === 'reserve' && !isReservable(car, siteFeature(site, 'reserve'))) return invalid({ car_id: M.notReservable })
    if (values.location_id && !(await isLocationOfDealership(values.location_id, car.dealership.id, site.tenantId))) {
      return invalid({ location_id: M.location })
    }
    const eventId = leadEventId({ kind, car_type: car.car_type, tag: car.tag })
    const extras = leadPayloadExtras(kind, car, { ...(await requestUrlFacts(request, site, car.slug)), lead_attributes })
    const lead = await storeLead({ site, kind, car, values, eventId, extras })
    await queueLeadDelivery({ id: lead.id, tenant: site.tenantId, site: site.id, type: kind, event_id: eventId })
    return NextResponse.json({ lead_id: lead.id, redirect: '/success' }, { status: 201, headers: { 'cache-control': 'no-store' } })
  } catch (err) {
    console.error('[api/leads] lead not saved', { site: site.slug, kind, car: values.car_id, email: values.email }, err)
    return apiError(503, 'lead_not_saved', E.notSaved)
  }
}

// This file shadows Payload's REST route for exactly /api/leads, so staff reads, bulk edits and
// deletes (the admin's list view) are handed on to it unchanged. Create stays denied there.
const leadsCollection = { params: Promise.resolve({ slug: ['leads'] }) }
const rest = (method: 'REST_GET' | 'REST_PATCH' | 'REST_DELETE' | 'REST_OPTIONS') => async (request: Request) => {
  const routes = await import('@payloadcms/next/routes')
  return routes[method](config)(request, leadsCollection)
}
export const GET = rest('REST_GET')
export const PATCH = rest('REST_PATCH')
export const DELETE = rest('REST_DELETE')
export const OPTIONS = rest('REST_OPTIONS')
