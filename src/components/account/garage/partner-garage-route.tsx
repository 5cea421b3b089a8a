import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { gate } from '@/data/customers/page'
import { getSite } from '@/data/sites/sites'
import { type PartnerGarage, partnerGarageAnswers } from '@/domain/accounts/sign-in'
import { siteFeature } from '@tenants/flags'

import { GaragePage } from './GaragePage'

export const partnerGarageMetadata: Metadata = { title: 'My Garage', robots: { index: false } }

/**
 * A partner garage page (/mymotorama, /mybigboxcars, /myblinkr, /myservco; finance §2): My Garage
 * under the partner's path, only on the site whose `garage_alias` names it (404 elsewhere), and
 * always gated (finance §6 "my-garage and partner garage pages (always)").
 */
export function partnerGarageRoute(path: PartnerGarage) {
  return async function PartnerGarageRoute({ params }: { params: Promise<{ site: string }> }) {
    const site = await getSite((await params).site)
    if (!site || !partnerGarageAnswers(path, siteFeature(site, 'garage_alias'))) notFound()
    const customer = (await gate(site, `/${path}`, '/'))!
    return <GaragePage site={site} customer={customer} />
  }
}
