import type { ContactCategory } from '@/domain/leads/category'
import type { LeadKind } from '@/domain/leads/kinds'
import type { OpeningHours } from '@/domain/leads/test-drive-slots'
import type { LeadSchemaOptions } from '@/forms/lead-schema'

/** A dealership the shopper may choose on a group site's form. */
export type FormDealership = { slug: string; name: string; id: string }
/** A location the shopper may choose, with its opening hours for test-drive times. */
export type FormLocationOption = { id: string; name: string; dealershipId: string; opening_hours: OpeningHours[] }

/** Plain props a page passes to its form island (site flags decided on the server: src/forms/form-options.ts). */
export type PageFormProps = {
  kind: Extract<LeadKind, 'contact' | 'test_drive'>
  options: LeadSchemaOptions
  dealerships: FormDealership[]
  /** shown when the site has several dealerships and has not removed the select */
  showDealership: boolean
  locations: FormLocationOption[]
  /** the car the form is about, if any (a test drive from ?car_id=) */
  car?: { slug: string; name: string } | null
  /** what the form starts with: the model order page's category and message (finance §2 /models/order-now) */
  preset?: { category?: ContactCategory; message?: string }
  privacyHref?: string
  termsHref?: string
}
