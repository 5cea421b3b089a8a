import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { orSiteNotFound } from '@/components/layout/not-found'
import { ServiceBooking } from '@/components/locations/ServiceBooking'
import { getSiteDirectory, locationsFor, siteRef } from '@/data/sites/locations'
import { getSite } from '@/data/sites/sites'
import { serviceBookingLinks } from '@/domain/locations/service-booking'

type Props = { params: Promise<{ site: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }

export const metadata: Metadata = { title: 'Book a Service' }

/**
 * /service (stock §2, finance §2 "book a service"): the dealerships' online booking links where
 * configured, and the service booking form unless the site books only through its external system.
 * `?location={slug}` preselects a service centre.
 */
async function ServicePage({ params, searchParams }: Props) {
  const site = await getSite((await params).site)
  if (!site) notFound()
  const wanted = (await searchParams).location
  const directory = await getSiteDirectory(siteRef(site))
  return (
    <ServiceBooking
      site={site}
      directory={directory}
      title="Book a Service"
      links={serviceBookingLinks(directory.dealerships)}
      locations={locationsFor(directory, 'service')}
      preselectSlug={typeof wanted === 'string' ? wanted : null}
    />
  )
}

export default orSiteNotFound(ServicePage)
