import type { Payload } from 'payload'

import { tags } from '@/cache/tags'
import { CAR_TYPES } from '@/domain/cars/vocabulary'
import { carPath } from '@/domain/links/car-path'
import { locationPath } from '@/domain/locations/paths'
import { modelHref, MODELS_PATH } from '@/domain/models'
import { lastmodOf, type SitemapEntry } from '@/domain/seo/sitemap'
import { MAKE_MODEL_SEPARATOR } from '@/search/facet-values'
import { ALL_STOCK_SEGMENT, CAR_TYPE_SEGMENTS, SEARCH_BASE } from '@/search/url/paths'
import { EMPTY_SEARCH_STATE, writeSearchUrl } from '@/search/url/state'
import { siteFeature } from '@tenants/flags'

import { readSiteCars } from '../cars/site-stock'
import { loadSiteModels, modelsRef } from '../content/models'
import { loadPagePaths } from '../content/pages'
import { payloadClient } from '../runtime/payload'
import { taggedMemo } from '../runtime/tagged-memo'
import { knownSearchSlugs, searchSite } from '../search/site-search'
import { loadSite } from './loaders'
import { loadSiteDirectory, siteRef } from './locations'
import type { SiteContext } from './sites'

/** One section of a site's sitemap: its entries (paths on the site), read for one site only. */
export type SitemapSection = (payload: Payload, site: SiteContext) => Promise<SitemapEntry[]>

/** Every car a shopper can open from the site's listings, with its last change (stock §2 /cars/{slug}). */
export const carEntries: SitemapSection = async (payload, site) => {
  const cars = await readSiteCars(payload, site, { availableOnly: false, select: { slug: true, updatedAt: true } })
  return cars.map((c) => ({ path: carPath(c.slug), lastmod: lastmodOf(c.updatedAt) }))
}

/**
 * The home page and the results landing pages that have stock (stock §2): all stock, the car-type
 * pages, /search/{make} and /search/{make}/{model}, and /search/{dealership_slug} on a group site.
 * Counted by the site-scoped search engine, so they agree with what the pages show.
 */
export const searchLandingEntries: SitemapSection = async (_payload, site) => {
  const { facets } = await searchSite(site, EMPTY_SEARCH_STATE, {
    hitsPerPage: 0,
    facets: ['car_type', 'make', 'make_model'],
  })
  // Written as the results page writes its canonical address (src/app/(site)/[site]/search).
  const known = await knownSearchSlugs(site)
  const canonical = (state: Parameters<typeof writeSearchUrl>[0]) => writeSearchUrl(state, { known })
  const count = (type: string) => facets.car_type?.find((f) => f.value === type)?.count ?? 0
  const types = CAR_TYPES.filter((t) => count(t) > 0)
  const paths = ['/', `${SEARCH_BASE}/${ALL_STOCK_SEGMENT}`]
  for (const [segment, segmentTypes] of Object.entries(CAR_TYPE_SEGMENTS)) {
    if (segmentTypes.some((t) => types.includes(t))) paths.push(`${SEARCH_BASE}/${segment}`)
  }
  for (const { value, count: n } of facets.make ?? [])
    if (n > 0) paths.push(canonical({ ...EMPTY_SEARCH_STATE, refinements: { make: [value] } }))
  for (const { value, count: n } of facets.make_model ?? []) {
    const [make, model] = value.split(MAKE_MODEL_SEPARATOR)
    if (n > 0 && make && model)
      paths.push(canonical({ ...EMPTY_SEARCH_STATE, refinements: { make: [make], model: [model] } }))
  }
  if (site.dealerships.length > 1)
    for (const d of site.dealerships) paths.push(canonical({ ...EMPTY_SEARCH_STATE, dealership: d.slug }))
  // Only clean paths: a label that cannot be a path is written with a query string, which robots.txt keeps out.
  return [...new Set(paths)].filter((p) => !p.includes('?')).map((path) => ({ path }))
}

/** The site's published content pages: about us, legal text, /pages/{slug}, and its model pages. */
export const pageEntries: SitemapSection = async (payload, site) => {
  const pages = await loadPagePaths(payload, { id: site.id, tenantId: site.tenantId })
  const { models } = await loadSiteModels(payload, modelsRef(site))
  const modelPaths = models.length ? [MODELS_PATH, ...models.map((m) => modelHref(m.slug))] : []
  return [...pages, ...modelPaths].map((path) => ({ path }))
}

/** The dealer locator and each visible location's page under the site's location_path. */
export const locationEntries: SitemapSection = async (payload, site) => {
  const { locations } = await loadSiteDirectory(payload, siteRef(site))
  const prefix = siteFeature(site, 'location_path')
  return [{ path: '/dealer-locator' }, ...locations.map((l) => ({ path: locationPath(prefix, l.slug) }))]
}

/**
 * The sitemap's sections, in order; each is a child sitemap /sitemaps/{name}.xml (paged at 50,000).
 * A new section (content pages, locations) is one function here plus its cache tag in SITEMAP_TAGS.
 */
export const SITEMAP_SECTIONS: Record<string, SitemapSection> = {
  search: searchLandingEntries,
  pages: pageEntries,
  locations: locationEntries,
  cars: carEntries,
}

/** What expires a site's sitemap: the site, its cars, pages, dealerships and locations. */
export const sitemapTags = (tenantId: number | string) => [
  tags.sites,
  tags.tenantContent(tenantId, 'cars'),
  tags.tenantContent(tenantId, 'pages'),
  tags.tenantContent(tenantId, 'models'),
  tags.tenantContent(tenantId, 'dealerships'),
  tags.tenantContent(tenantId, 'locations'),
]

export async function loadSitemap(payload: Payload, siteSlug: string): Promise<Record<string, SitemapEntry[]>> {
  const site = await loadSite(payload, siteSlug)
  if (!site) return {}
  const sections: Record<string, SitemapEntry[]> = {}
  for (const [name, section] of Object.entries(SITEMAP_SECTIONS)) sections[name] = await section(payload, site)
  return sections
}

/** The site's sitemap sections, kept until a car, page, dealership, location or site change (or an hour). */
export const getSitemap = (site: Pick<SiteContext, 'slug' | 'tenantId'>) => cachedSitemap(site.slug, site.tenantId)
const cachedSitemap = taggedMemo(
  'sitemap',
  async (slug: string, _tenantId: number | string) => loadSitemap(await payloadClient(), slug),
  (_slug, tenantId) => sitemapTags(tenantId),
)
