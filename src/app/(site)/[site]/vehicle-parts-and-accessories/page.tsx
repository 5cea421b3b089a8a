import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ServiceLeadForm } from '@/components/forms/ServiceLeadForm.client'
import { orSiteNotFound } from '@/components/layout/not-found'
import { LocationContacts } from '@/components/locations/LocationContacts'
import { getSiteDirectory, locationsFor, siteRef } from '@/data/sites/locations'
import { getSite } from '@/data/sites/sites'
import { localMoment } from '@/domain/locations/clock'
import { locationPath } from '@/domain/locations/paths'
import { DEFAULT_TIME_ZONE } from '@/domain/locations/time-zones'
import { siteFeature } from '@tenants/flags'

import styles from '@/components/locations/locations.module.css'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Parts & Accessories' }

/** /vehicle-parts-and-accessories (stock §2): the parts departments and a parts enquiry form (a lead of kind 'parts'). */
async function PartsPage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const wanted = (await searchParams).location
  const directory = await getSiteDirectory(siteRef(site))
  const locations = locationsFor(directory, 'parts')
  const prefix = siteFeature(site, 'location_path')
  const now = new Date()
  const preselected = locations.find((l) => l.slug === wanted) ?? (locations.length === 1 ? locations[0] : undefined)
  return (
    <div className={styles.page}>
      <h1>Parts &amp; Accessories</h1>
      <p>
        Genuine parts and accessories, ordered in and fitted by our team. Tell us what you need and we will get back to
        you with price and availability.
      </p>
      {locations.length ? (
        <section id="form-section" aria-labelledby="parts-form-heading">
          <h2 id="parts-form-heading">Parts enquiry</h2>
          <ServiceLeadForm
            kind="parts"
            locations={locations.map((l) => ({ id: String(l.id), name: l.name }))}
            defaultLocationId={preselected ? String(preselected.id) : undefined}
            today={localMoment(now, locations[0]?.timeZone ?? DEFAULT_TIME_ZONE).date}
            requireTerms={siteFeature(site, 'require_terms')}
          />
        </section>
      ) : null}
      {locations.length ? (
        <section aria-labelledby="parts-departments">
          <h2 id="parts-departments">Our parts departments</h2>
          <LocationContacts
            locations={locations}
            closedText={siteFeature(site, 'closed_hours_text')}
            pageOf={(l) => locationPath(prefix, l.slug)}
            now={now}
          />
        </section>
      ) : null}
    </div>
  )
}

export default orSiteNotFound(PartsPage)
