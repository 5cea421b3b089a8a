import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { BrandOverview } from '@/components/brands/BrandOverview'
import { BrandsPage } from '@/components/brands/BrandsPage'
import { ContentPage } from '@/components/content/ContentPage'
import { metadataUnlessMissing, orSiteNotFound } from '@/components/layout/not-found'
import { ServiceBooking } from '@/components/locations/ServiceBooking'
import { getEofy } from '@/data/content/eofy'
import { getPage } from '@/data/content/pages'
import { getSiteDirectory, locationsFor, siteRef } from '@/data/sites/locations'
import { siteOrigin } from '@/data/sites/request-origin'
import { getSite } from '@/data/sites/sites'
import { brandOfSlug, brandOverviewPath, BRANDS_PATH, overviewSlugOf } from '@/domain/content/brand-pages'
import { pagePathFromSegments } from '@/domain/content/page-path'
import { seoDescription, seoImage, seoTitle } from '@/domain/content/page-seo'
import { relationId } from '@/domain/ids'
import { serviceBookingLinks } from '@/domain/locations/service-booking'
import {
  findServicePage,
  normaliseServicePath,
  servicePageAnswers,
  servicePageLinks,
} from '@/domain/locations/service-pages'
import { DEFAULT_EOFY_LINK } from '@/domain/promo/eofy'
import { siteFeature } from '@tenants/flags'

import '../../content.css'

type Props = { params: Promise<{ site: string; rest: string[] }> }

/**
 * stock §2 "Other links" /brands and /{brand-slug}/overview, on a site with the brand pages on: the
 * brand list (when no staff page is at /brands) or one of its brands; null for any other path.
 */
async function loadBrandPage({ params }: Props) {
  const { site: slug, rest } = await params
  const overview = overviewSlugOf(rest)
  if (!overview && `/${rest.join('/')}` !== BRANDS_PATH) return null
  const site = await getSite(slug)
  if (!site || !siteFeature(site, 'brand_pages')) return null
  if (!overview) {
    const staffPage = await getPage({ id: site.id, tenantId: site.tenantId }, BRANDS_PATH)
    return staffPage ? null : { site, make: null }
  }
  const make = brandOfSlug(site.dealerships, overview)
  return make ? { site, make } : null
}

/** A staff-edited page at /{slug} or /pages/{slug}; any other path is the site's own 404. */
async function load({ params }: Props) {
  const { site: slug, rest } = await params
  const path = pagePathFromSegments(rest)
  if (!path) notFound()
  const site = await getSite(slug)
  if (!site) notFound()
  const page = await getPage({ id: site.id, tenantId: site.tenantId }, path)
  if (!page && path === DEFAULT_EOFY_LINK) {
    // finance §2 EOFY promo link "default /eofy": with no page there, the dealer's own EOFY page or the offers.
    const { defaultTarget } = await getEofy(site)
    if (defaultTarget) redirect(defaultTarget)
  }
  if (!page) notFound()
  return { site, page }
}

/**
 * A service-booking page configured in the site's settings (finance §2 "/subaru-service (only when the
 * dealer has a service-booking URL); /service-noosa"), or null when the address is not one of them or
 * the page needs a booking URL the dealerships do not have.
 */
async function loadServicePage({ params }: Props) {
  const { site: slug, rest } = await params
  const site = await getSite(slug)
  if (!site) return null
  const config = findServicePage(site.settings.service_pages, rest)
  if (!config) return null
  const directory = await getSiteDirectory(siteRef(site))
  const links = servicePageLinks(config, serviceBookingLinks(directory.dealerships))
  if (!servicePageAnswers(config, links)) return null
  const centreId = relationId(config.location)
  const centre = directory.locations.find((l) => centreId != null && String(l.id) === String(centreId))
  const locations = centre ? [centre] : locationsFor(directory, 'service')
  return { site, directory, config, links, locations, title: config.title?.trim() || 'Book a Service' }
}

export const generateMetadata = (props: Props): Promise<Metadata> => metadataUnlessMissing(() => pageMetadata(props))

async function pageMetadata(props: Props): Promise<Metadata> {
  const brand = await loadBrandPage(props)
  if (brand) {
    const origin = await siteOrigin(brand.site)
    const path = brand.make ? brandOverviewPath(brand.make) : BRANDS_PATH
    return { title: brand.make ?? 'Our Brands', alternates: { canonical: `${origin}${path}` } }
  }
  const service = await loadServicePage(props)
  if (service) {
    const origin = await siteOrigin(service.site)
    return { title: service.title, alternates: { canonical: `${origin}/${normaliseServicePath(service.config.path)}` } }
  }
  const { site, page } = await load(props)
  const origin = await siteOrigin(site)
  const url = `${origin}${page.path}`
  // The SEO tab, else the site's defaults (src/domain/content/page-seo.ts), as the admin generates them.
  const title = seoTitle(page)
  const description = seoDescription(page, site.settings.tagline)
  const image = seoImage(page, page.blocks)
  return {
    title,
    description,
    alternates: { canonical: url },
    openGraph: {
      type: 'website',
      url,
      title,
      description,
      siteName: site.name,
      ...(image ? { images: [{ url: `${origin}${image.url}`, alt: image.alt }] } : {}),
    },
  }
}

async function SitePage(props: Props) {
  const service = await loadServicePage(props)
  if (service)
    return (
      <ServiceBooking
        site={service.site}
        directory={service.directory}
        title={service.title}
        links={service.links}
        locations={service.locations}
      />
    )
  const brand = await loadBrandPage(props)
  if (brand)
    return brand.make ? <BrandOverview site={brand.site} make={brand.make} /> : <BrandsPage site={brand.site} />
  const { site, page } = await load(props)
  return <ContentPage site={site} page={page} />
}

export default orSiteNotFound(SitePage)
