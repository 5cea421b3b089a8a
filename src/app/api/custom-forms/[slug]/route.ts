import { customFormDraft, loadCustomForm } from '@/data/content/custom-forms'
import { intakeLead } from '@/data/leads/intake'
import { NO_LEAD_ATTRIBUTES } from '@/domain/leads/attribution'
import { decodePathSegment } from '@/domain/text/path-segment'
import { customFormAnswers, customFormSchema } from '@/forms/custom-form-schema'
import { LEAD_ENDPOINT_MESSAGES as E, LEAD_ERROR_SUMMARY } from '@/forms/lead-messages'
import { leadAttributesSchema } from '@/forms/lead-schema'
import { apiError, unavailable } from '@/http/api-error'
import { intakeAnswer, leadKey } from '@/http/lead-answer'
import { type SlugParams, withSite } from '@/http/site-route'

import { leadFieldsOf } from '../../enquiries/lead-fields'
import { readLeadJson } from '../../enquiries/read-lead-json'
import { requestUrlFacts } from '../../enquiries/request-facts'

/**
 * POST /api/custom-forms/{slug} {…answers by field name} — a staff-defined form (docs/features/leads.md
 * "Staff-defined forms") of the site of the Host. The answers are checked with the schema built
 * from the form's fields (the one the browser uses), then stored as a lead with its delivery job
 * queued by the intake (ARCHITECTURE "Lead durability"), so the dealer gets it like any other lead.
 * Another tenant's form is not found. An optional Idempotency-Key header (per site) makes a retry
 * answer the first try's lead, stored once.
 *   201 {lead_id, redirect: '/success'} · 400 invalid_lead {fields} | invalid_json | invalid_idempotency_key
 *   · 404 unknown_site | form_not_found · 413 too_large · 415 unsupported_media_type
 *   · 422 idempotency_key_reused · 429 rate_limited | challenge_required with received: true (the lead kept, held as suspected;
 *   src/http/admission.ts) · 503 lead_not_saved
 */
export const POST = withSite<SlugParams>(
  async (request, site, { params }) => {
    const key = leadKey(request)
    if (!key.ok) return key.response
    const slug = decodePathSegment((await params).slug)
    const form = slug ? await loadCustomForm(site, slug).catch(() => undefined) : null
    if (form === undefined) return unavailable('lead_not_saved', E.notSaved)
    if (!form) return apiError(404, 'form_not_found', 'This form is not on this site.')

    const body = await readLeadJson(request)
    if (!body.ok) return body.response

    const parsed = customFormSchema(form.fields).safeParse(body.data)
    if (!parsed.success) return apiError(400, 'invalid_lead', LEAD_ERROR_SUMMARY, leadFieldsOf(parsed.error.issues))
    const answers = customFormAnswers(form.fields, parsed.data)

    try {
      const facts = await requestUrlFacts(request, site, null, `/forms/${form.slug}`)
      // finance §3 lead_attributes: sent beside the answers; a malformed one is stored empty, not refused.
      const attributes = leadAttributesSchema.safeParse((body.data as Record<string, unknown> | null)?.lead_attributes)
      const lead_attributes = attributes.success ? attributes.data : NO_LEAD_ATTRIBUTES
      // The form is part of what was sent: the same key and answers on another form is another submission.
      const idempotency = key.claim({ form: form.slug, answers: body.data })
      return intakeAnswer(
        await intakeLead(site, customFormDraft({ site, form, answers, request: { ...facts, lead_attributes } }), {
          idempotency,
        }),
        site,
      )
    } catch (err) {
      console.error('[api/custom-forms] lead not saved', { site: site.slug, form: form.slug }, err)
      return unavailable('lead_not_saved', E.notSaved)
    }
  },
  { limit: { perIp: 'leadPerIp', perSite: 'leadPerSite', hold: true } },
)
