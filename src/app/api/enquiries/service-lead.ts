import { type IdempotencyClaim, leadIntake } from '@/data/leads/intake'
import { serviceLeadDraft } from '@/data/leads/service'
import { getSiteDirectory, locationsFor, siteRef } from '@/data/sites/locations'
import { siteOriginOf } from '@/data/sites/request-origin'
import type { SiteContext } from '@/data/sites/sites'
import { leadEventId } from '@/domain/leads/event-id'
import type { ServiceLeadKind } from '@/domain/leads/kinds'
import { SERVICE_LEAD_PAGES, serviceLeadExtras } from '@/domain/leads/service-extras'
import { localMoment } from '@/domain/locations/clock'
import { periodOn } from '@/domain/locations/open-now'
import { DEFAULT_TIME_ZONE } from '@/domain/locations/time-zones'
import { LEAD_ENDPOINT_MESSAGES as E, LEAD_ERROR_SUMMARY } from '@/forms/lead-messages'
import type { LeadAttributes } from '@/forms/lead-schema'
import { SERVICE_LEAD_MESSAGES, serviceLeadSchema } from '@/forms/service-lead-schema'
import { apiError, unavailable } from '@/http/api-error'
import { intakeAnswer } from '@/http/lead-answer'
import { siteFeature } from '@tenants/flags'

import { leadFieldsOf } from './lead-fields'

type Input = {
  request: Request
  site: SiteContext
  kind: ServiceLeadKind
  body: Record<string, unknown>
  lead_attributes: LeadAttributes
  idempotency?: IdempotencyClaim
}

/** The page the form was sent from when it is on the site's origin, else the form's own page. */
async function pageUrl(request: Request, site: SiteContext, kind: ServiceLeadKind) {
  const origin = await siteOriginOf(request, site)
  const referer = request.headers.get('referer')
  try {
    if (referer && new URL(referer).origin === origin) return referer
  } catch {
    // a malformed Referer is ignored
  }
  return `${origin}${SERVICE_LEAD_PAGES[kind]}`
}

/**
 * POST /api/enquiries with kind 'service' or 'parts' (docs/features/locations.md "Service and parts leads"): a lead
 * about one of the site's locations rather than a car. Same envelope, limits, idempotency and
 * answers as the car forms; the location must be one of this site's (the wall), and a preferred
 * date a day that location opens.
 */
export async function postServiceLead({ request, site, kind, body, lead_attributes, idempotency }: Input) {
  const directory = await getSiteDirectory(siteRef(site))
  const rawLocation =
    typeof body.location_id === 'string' || typeof body.location_id === 'number' ? String(body.location_id).trim() : ''
  const location = locationsFor(directory, kind).find((l) => String(l.id) === rawLocation) ?? null
  const today = localMoment(new Date(), location?.timeZone ?? DEFAULT_TIME_ZONE).date
  const parsed = serviceLeadSchema({ kind, requireTerms: siteFeature(site, 'require_terms'), today }).safeParse(body)
  const fields = parsed.success ? {} : leadFieldsOf(parsed.error.issues)
  if (!location) fields.location_id ??= SERVICE_LEAD_MESSAGES.location
  if (parsed.success && location && parsed.data.preferred_date) {
    const source = {
      opening_hours: location.opening_hours,
      special_hours: location.special_hours,
      timeZone: location.timeZone,
      locationId: location.id,
    }
    if (!periodOn(source, parsed.data.preferred_date)) fields.preferred_date = SERVICE_LEAD_MESSAGES.closedThatDay
  }
  if (!parsed.success || !location || Object.keys(fields).length)
    return apiError(400, 'invalid_lead', LEAD_ERROR_SUMMARY, fields)
  const dealership = directory.dealerships.find((d) => String(d.id) === String(location.dealershipId))
  if (!dealership)
    return apiError(400, 'invalid_lead', LEAD_ERROR_SUMMARY, { location_id: SERVICE_LEAD_MESSAGES.location })

  const intake = leadIntake(site, idempotency)
  try {
    const earlier = await intake.replay()
    if (earlier) return intakeAnswer(earlier, site)
    const eventId = leadEventId({ kind, car_type: null })
    const extras = serviceLeadExtras(
      kind,
      { dealership, location },
      { url: await pageUrl(request, site, kind), user_agent: request.headers.get('user-agent') ?? '', lead_attributes },
    )
    // Stored with its delivery job by the intake, like every other lead (ARCHITECTURE "Lead durability").
    const draft = serviceLeadDraft({ kind, location, dealership, values: parsed.data, eventId, extras })
    return intakeAnswer(await intake.store(draft), site)
  } catch (err) {
    console.error(
      '[api/enquiries] lead not saved',
      { site: site.slug, kind, location: location.id, email: parsed.data.email },
      err,
    )
    return unavailable('lead_not_saved', E.notSaved)
  }
}
