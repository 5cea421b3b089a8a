import type { Payload } from 'payload'

import type { PlatformDefaults } from '@/domain/platform-settings'

/** The platform settings global (globals/PlatformSettings), read past its super-admin-only access. */
export async function loadPlatformSettings(payload: Payload): Promise<PlatformDefaults> {
  const doc = await payload.findGlobal({ slug: 'platform-settings', depth: 0, overrideAccess: true })
  return {
    no_price_text: doc.no_price_text,
    new_tag_name: doc.new_tag_name,
    sold_tag_text: doc.sold_tag_text,
    tag_id: doc.tag_id,
    meta_pixel_id: doc.meta_pixel_id,
    sms_sender_name: doc.sms_sender_name,
    finance_disclaimer: doc.finance_disclaimer,
    email_from_name: doc.email_from_name,
    email_from_address: doc.email_from_address,
  }
}
