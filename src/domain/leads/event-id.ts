import { TEST_DRIVE_ONLY_TAG } from '@/domain/vehicle/reserve'

import { type LeadKind } from './kinds'

/** spec: finance §9 "Event ids: 14 (new), 15 (used), 17 (new test drive or Test Drive Only tag), 48 (used test drive); 22 general enquiry default". */
export const LEAD_EVENT_IDS = {
  newEnquiry: 14,
  usedEnquiry: 15,
  newTestDrive: 17,
  usedTestDrive: 48,
  generalEnquiry: 22,
  /** finance §9 "51 career" */
  career: 51,
  /** finance §9 "18 offer accepted" */
  offerAccepted: 18,
} as const

export type LeadEventInput = {
  kind: LeadKind
  /** null when the form is not about a car */
  car_type?: 'new' | 'demo' | 'used' | null
  tag?: string | null
  /** a contact enquiry whose category was 'Careers Enquiry' (finance §5) */
  career?: boolean
}

const isTestDriveOnly = (tag?: string | null) => (tag ?? '').trim().toLowerCase() === TEST_DRIVE_ONLY_TAG.toLowerCase()

/**
 * spec: finance §9 "Event ids: 14 (new), 15 (used), 17 (new test drive or Test Drive Only tag),
 * 48 (used test drive); 22 general enquiry default". Demo cars count as new. Request Photos and
 * Find Me Something Similar are enquiries about a car, so they take the enquiry ids.
 */
export function leadEventId({ kind, car_type, tag, career }: LeadEventInput): number {
  // finance §9 "51 career; 18 offer accepted": the form decides, whatever the car.
  if (career) return LEAD_EVENT_IDS.career
  if (kind === 'offer_accepted') return LEAD_EVENT_IDS.offerAccepted
  if (!car_type) return LEAD_EVENT_IDS.generalEnquiry
  const used = car_type === 'used'
  if (kind === 'test_drive') {
    return used && !isTestDriveOnly(tag) ? LEAD_EVENT_IDS.usedTestDrive : LEAD_EVENT_IDS.newTestDrive
  }
  return used ? LEAD_EVENT_IDS.usedEnquiry : LEAD_EVENT_IDS.newEnquiry
}
