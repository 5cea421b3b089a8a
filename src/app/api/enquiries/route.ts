import { recentRead } from '@/cache/recent-reads'
import { loadCarForSite } from '@/data/cars/cars'
import { leadIntake } from '@/data/leads/intake'
import { enquiryDraft, isLocationOfDealership, isLocationOfDealerships } from '@/data/leads/leads'
import { isAvailable } from '@/domain/availability/is-available'
import { classifyLead } from '@/domain/leads/category'
import { leadEventId } from '@/domain/leads/event-id'
import { formLeadExtras } from '@/domain/leads/extras'
import { collectFormOptions } from '@/domain/leads/form-options'
import { isServiceLeadKind } from '@/domain/leads/kinds'
import { isReservable } from '@/domain/vehicle/reserve'
import { leadFormOptions, PAGE_OF_KIND } from '@/forms/form-options'
import { LEAD_ENDPOINT_MESSAGES as E, LEAD_ERROR_SUMMARY, LEAD_MESSAGES as M } from '@/forms/lead-messages'
import { leadFormSchemaFor } from '@/forms/lead-schema'
import { apiError, type Fields, unavailable } from '@/http/api-error'
import { EnquiryEnvelope } from '@/http/contracts/leads'
import { intakeAnswer, leadKey } from '@/http/lead-answer'
import { withSite } from '@/http/site-route'
import { siteFeature } from '@tenants/flags'

import { leadFieldsOf } from './lead-fields'
import { readLeadJson } from './read-lead-json'
import { requestUrlFacts } from './request-facts'
import { postServiceLead } from './service-lead'
import { valueTradeIn } from './trade-in-valuation'

const invalid = (fields: Fields) => apiError(400, 'invalid_lead', LEAD_ERROR_SUMMARY, fields)

const Envelope = EnquiryEnvelope

/**
 * POST /api/enquiries {kind, …fields} — every lead form: the vehicle page's (Enquire Now, Book a Test
 * Drive, Request Photos, Find Me Something Similar, reserve, offer accepted) and the site's own pages
 * (contact, test drive, trade-in), which may name no car. The site comes from the Host header; a car
 * (car_id, a slug), dealership or location the lead names must be that site's. ARCHITECTURE "Lead durability": validate, store, answer; delivery to the
 * CRM is queued after the store and can never lose the lead. An optional Idempotency-Key header
 * (per site) makes a retry answer the lead of the first try, stored once, even when tries race.
 *   201 {lead_id, redirect: '/success'} · 400 invalid_lead {fields} | invalid_json · 404 unknown_site
 *   413 too_large · 415 unsupported_media_type · 422 idempotency_key_reused · 429 rate_limited | challenge_required with received: true (the lead kept, held as suspected;
 *   src/http/admission.ts)
 *   (Retry-After) · 503 lead_not_saved
 */
export const POST = withSite(
  async (request, site) => {
    const key = leadKey(request)
    if (!key.ok) return key.response

    const body = await readLeadJson(request)
    if (!body.ok) return body.response

    const envelope = Envelope.safeParse(body.data)
    if (!envelope.success) {
      const fields = leadFieldsOf(envelope.error.issues)
      if (fields.lead_attributes) fields.lead_attributes = M.leadAttributes
      return invalid(fields)
    }
    const { kind, lead_attributes } = envelope.data
    if (isServiceLeadKind(kind)) {
      // Service bookings and parts enquiries are about a location, not a car (docs/features/locations.md "Service and
      // parts leads").
      return postServiceLead({
        request,
        site,
        kind,
        body: body.data,
        lead_attributes,
        idempotency: key.claim(body.data),
      })
    }
    // finance §5: radio-options keys dropped, 'check_option' boxes gathered into additional_services.
    const raw = collectFormOptions(body.data)
    const namesCar = typeof raw.car_id === 'string' && raw.car_id.trim() !== ''
    const schema = leadFormSchemaFor(leadFormOptions(site, kind, namesCar))
    const parsed = schema.safeParse(raw)
    if (!parsed.success) return invalid(leadFieldsOf(parsed.error.issues))
    const values = parsed.data
    const intake = leadIntake(site, key.claim(body.data))

    try {
      // A retry is answered before the car's reads and the valuation.
      const earlier = await intake.replay()
      if (earlier) return intakeAnswer(earlier, site)
      // The wall: a slug of another site's or tenant's car is simply not found here.
      // A flood of leads names the same few cars: one read per car and site every couple of seconds.
      const carId = values.car_id
      const car = carId ? await recentRead(`lead-car:${site.id}:${carId}`, () => loadCarForSite(site, carId)) : null
      if (values.car_id && !car) return invalid({ car_id: M.car })
      if (kind === 'reserve' && car && !isReservable(car, siteFeature(site, 'reserve')))
        return invalid({ car_id: M.notReservable })
      // An offer is accepted on a car still for sale (stock §4 "in_stock and coming_soon count as available").
      if (kind === 'offer_accepted' && car && !isAvailable(car)) return invalid({ car_id: M.car })
      // A lead without a car names one of the site's dealerships, or the site has only one.
      const chosen = car
        ? null
        : values.dealership
          ? site.dealerships.find((d) => d.slug === values.dealership)
          : site.dealerships.length === 1
            ? site.dealerships[0]
            : null
      if (!car && values.dealership && !chosen) return invalid({ dealership: M.dealership })
      if (values.location_id) {
        const ok = car
          ? await isLocationOfDealership(values.location_id, car.dealership.id, site.tenantId)
          : await isLocationOfDealerships(
              values.location_id,
              chosen ? [chosen.id] : site.dealerships.map((d) => d.id),
              site.tenantId,
            )
        if (!ok) return invalid({ location_id: car ? M.location : M.siteLocation })
      }
      const classification = classifyLead(kind, values.category)
      const eventId = leadEventId({
        kind,
        car_type: car?.car_type ?? null,
        tag: car?.tag,
        career: classification.career,
      })
      const facts = await requestUrlFacts(request, site, car ? car.slug : null, PAGE_OF_KIND[kind])
      const extras = formLeadExtras(kind, car, { ...facts, lead_attributes }, chosen ?? null, classification)
      const valuation = kind === 'trade_in' ? await valueTradeIn(site, values) : undefined
      const draft = enquiryDraft({ kind, car, values, eventId, extras, dealershipId: chosen?.id ?? null, valuation })
      return intakeAnswer(await intake.store(draft), site)
    } catch (err) {
      console.error(
        '[api/enquiries] lead not saved',
        { site: site.slug, kind, car: values.car_id, email: values.email },
        err,
      )
      return unavailable('lead_not_saved', E.notSaved)
    }
  },
  { limit: { perIp: 'leadPerIp', perSite: 'leadPerSite', hold: true } },
)
