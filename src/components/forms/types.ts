import type { LeadKind } from '@/domain/leads/kinds'
import type { OpeningHours } from '@/domain/leads/test-drive-slots'

/** The car a lead form is about: plain, serialisable props from the vehicle page. */
export type LeadCar = {
  slug: string
  name: string
  locationId?: string | null
  /** the car's location's opening hours: the test-drive dialog's time slots */
  openingHours?: OpeningHours[] | null
}

/** What every lead form needs from its page (site flags come from siteFeature on the server). */
export type LeadFormProps = {
  kind: LeadKind
  car: LeadCar
  /** the dialog's heading and submit button in the item's words (a caravan's 'Book an Inspection') */
  heading?: string
  submitLabel?: string
  /** site flag enquiry_message_optional */
  messageOptional: boolean
  /** site flag require_terms */
  requireTerms: boolean
  privacyHref?: string
  termsHref?: string
}
