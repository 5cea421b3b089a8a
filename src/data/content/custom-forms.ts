import type { Id } from '@/domain/ids'
import { type LeadAttributes, NO_LEAD_ATTRIBUTES } from '@/domain/leads/attribution'
import { LEAD_EVENT_IDS } from '@/domain/leads/event-id'
import { LEAD_LIMITS, LEAD_SOURCE } from '@/domain/leads/extras'
import { isAustralianPhone, normalisePhone } from '@/domain/leads/phone'
import { type CustomFormAnswer, type CustomFormField, customFormFields } from '@/forms/custom-form-schema'

import type { LeadDraft } from '../leads/draft'
import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'

export type CustomForm = {
  id: Id
  slug: string
  title: string
  submitLabel: string
  fields: CustomFormField[]
}

/**
 * The form with this slug of the site's tenant (docs/features/leads.md "Staff-defined forms"), or null: another
 * tenant's form, like an unknown slug, is simply not found (ARCHITECTURE "Walls": the site comes
 * from the Host, never from the request's words).
 */
export async function loadCustomForm(site: Pick<SiteContext, 'tenantId'>, slug: string): Promise<CustomForm | null> {
  if (!slug) return null
  const payload = await payloadClient()
  const { docs } = await payload.find({
    collection: 'forms',
    where: { and: [{ tenant: { equals: site.tenantId } }, { slug: { equals: slug } }] },
    sort: 'createdAt',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    slug: String(doc.slug),
    title: doc.title,
    submitLabel: doc.submitButtonLabel?.trim() || 'Send',
    fields: customFormFields(doc.fields),
  }
}

/** The answer of the first field whose name matches, as text. */
const answerNamed = (answers: CustomFormAnswer[], pattern: RegExp) => {
  const hit = answers.find((a) => pattern.test(a.field) && typeof a.value === 'string')
  return hit ? String(hit.value) : null
}

/**
 * Who sent the form, for the lead's contact columns and the ADF customer: fields named like our own
 * forms' (`name`/`first_name`, `last_name`, `phone`/`mobile`) and the form's first e-mail field.
 */
export function contactOf(fields: CustomFormField[], answers: CustomFormAnswer[]) {
  const emailField = fields.find((f) => f.type === 'email')
  const email = emailField && 'name' in emailField ? answerNamed(answers, new RegExp(`^${emailField.name}$`)) : null
  const phone = answerNamed(answers, /^(phone|mobile|phone_number|mobile_number)$/i)
  return {
    name: answerNamed(answers, /^(name|first_name|firstname|full_name|fullname)$/i)?.slice(0, LEAD_LIMITS.name) ?? null,
    last_name: answerNamed(answers, /^(last_name|lastname|surname)$/i)?.slice(0, LEAD_LIMITS.name) ?? null,
    email,
    phone: phone && isAustralianPhone(phone) ? normalisePhone(phone) : phone,
  }
}

const said = (value: CustomFormAnswer['value']) => (value === true ? 'Yes' : value === false ? 'No' : String(value))

/** The message a dealer reads: one line per answer, under the form's title. */
export const customFormMessage = (title: string, answers: CustomFormAnswer[]) =>
  [title, ...answers.map((a) => `${a.label}: ${said(a.value)}`)].join('\n').slice(0, LEAD_LIMITS.message)

export type NewCustomFormLead = {
  site: Pick<SiteContext, 'dealerships'>
  form: CustomForm
  answers: CustomFormAnswer[]
  request: { url: string; user_agent: string; page_id: string; lead_attributes?: LeadAttributes }
}

/**
 * The answers as a lead of kind `custom_form`, as the intake stores it (src/data/leads/intake.ts),
 * delivered by e-mail (ADF) and webhook like any other lead. The answers are the lead's message and
 * `payload.answers`.
 */
export function customFormDraft({ site, form, answers, request }: NewCustomFormLead): LeadDraft {
  const dealership = site.dealerships.length === 1 ? site.dealerships[0]! : null
  return {
    type: 'custom_form',
    car: null,
    dealership: dealership?.id ?? null,
    event_id: LEAD_EVENT_IDS.generalEnquiry, // finance §9 "22 general enquiry default"
    category: form.title,
    subcategory: null,
    source: LEAD_SOURCE,
    contact: { ...contactOf(form.fields, answers), opt_in: false },
    message: customFormMessage(form.title, answers),
    payload: {
      category: form.title,
      subcategory: null,
      form: { id: form.id, slug: form.slug, title: form.title },
      answers,
      page_id: request.page_id,
      url: request.url.slice(0, LEAD_LIMITS.url),
      user_agent: request.user_agent.slice(0, LEAD_LIMITS.userAgent),
      lead_attributes: request.lead_attributes ?? NO_LEAD_ATTRIBUTES,
      source: LEAD_SOURCE,
      car_id: null,
      dealership_slug: dealership?.slug ?? null,
      form_completed: true,
    },
  }
}
