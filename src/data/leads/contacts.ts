import { normalisePhone } from '@/domain/leads/phone'

import { payloadClient } from '../runtime/payload'
import type { SiteContext } from '../sites/sites'

/** The ways a stored number may be written: 0412345678, 0412 345 678, +61412345678, 61412345678. */
export function phoneSpellings(raw: string): string[] {
  const national = normalisePhone(raw)
  if (!/^0\d{9}$/.test(national)) return [national]
  const rest = national.slice(1)
  const spaced = /^04/.test(national)
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : `${national.slice(0, 2)} ${national.slice(2, 6)} ${national.slice(6)}`
  return [national, spaced, `+61${rest}`, `61${rest}`, `+61 ${rest}`]
}

/**
 * Whether the site's tenant already knows this phone as a contact (finance §7 "GET
 * /api/check-if-contact-exists … data or error"): a lead of the tenant's sites with that number.
 * Answers a yes or no only, never whose number it is. Shopper accounts (docs/features/accounts.md "Shopper accounts
 * and gating") add theirs here.
 */
export async function contactExists(site: Pick<SiteContext, 'tenantId'>, phone: string): Promise<boolean> {
  const payload = await payloadClient()
  const { totalDocs } = await payload.count({
    collection: 'leads',
    where: { and: [{ tenant: { equals: site.tenantId } }, { phone: { in: phoneSpellings(phone) } }] },
    overrideAccess: true,
  })
  return totalDocs > 0
}
