import type { UIFieldServerProps } from 'payload'

import { offerLinkTarget } from '@/data/admin/offer-link'

import { OfferLinkBuilder } from './OfferLink.client'

/**
 * "Send an offer" on a lead about a car (docs/features/leads.md "Lead forms": the /accept-offer link a dealer
 * sends): staff type the amount agreed and copy the shopper's accept-offer link on the site's own
 * domain. Read with the viewer's access; nothing shows for a lead without an available car.
 */
export async function OfferLink({ data, payload, req }: UIFieldServerProps) {
  const target = await offerLinkTarget(payload, req.user ?? null, data ?? {}, req.headers.get('host'))
  return target ? <OfferLinkBuilder {...target} /> : null
}
