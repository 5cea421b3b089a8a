import { XML_DECLARATION, xmlElement } from './xml'

/**
 * Sitemaps (sitemaps.org protocol 0.9): a per-site index at /sitemap.xml naming one child per section
 * and page, e.g. /sitemaps/cars.xml, /sitemaps/cars-2.xml, /sitemaps/search.xml (docs/features/seo.md "Search
 * engines: robots.txt, sitemaps and vehicle feeds").
 */
export const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
/** sitemaps.org: "no more than 50,000 URLs" per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000

/** A path on the site (starting with /) and when it last changed. */
export type SitemapEntry = { path: string; lastmod?: string | null }

/** Absolute URL of a site path on the site's public origin (tenants/public-origin.ts owns the origin). */
export const absoluteUrl = (origin: string, path: string) =>
  `${origin.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`

/** W3C datetime for lastmod: the date and time in UTC, or nothing for a value that is not a date. */
export function lastmodOf(value: string | number | Date | null | undefined): string | null {
  if (value == null || value === '') return null
  const ms = value instanceof Date ? value.getTime() : typeof value === 'number' ? value : Date.parse(value)
  return Number.isFinite(ms) ? new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z') : null
}

/** The newest lastmod of some entries (for the index's own entry per child). */
export function newestLastmod(entries: readonly SitemapEntry[]): string | null {
  let newest: string | null = null
  for (const e of entries) if (e.lastmod && (!newest || e.lastmod > newest)) newest = e.lastmod
  return newest
}

const urlXml = (origin: string, e: SitemapEntry) =>
  `<url>${xmlElement('loc', absoluteUrl(origin, e.path))}${e.lastmod ? xmlElement('lastmod', e.lastmod) : ''}</url>`

export function urlsetXml(origin: string, entries: readonly SitemapEntry[]): string {
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}">\n${entries.map((e) => urlXml(origin, e)).join('\n')}\n</urlset>\n`
}

export function sitemapIndexXml(origin: string, children: readonly SitemapEntry[]): string {
  const items = children.map(
    (c) =>
      `<sitemap>${xmlElement('loc', absoluteUrl(origin, c.path))}${c.lastmod ? xmlElement('lastmod', c.lastmod) : ''}</sitemap>`,
  )
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${items.join('\n')}\n</sitemapindex>\n`
}

/** Pages a section of `count` URLs needs (an empty section still has its one, empty, page). */
export const sitemapPages = (count: number, max = SITEMAP_MAX_URLS) => Math.max(1, Math.ceil(count / max))

/** /sitemaps/cars.xml for page 1, /sitemaps/cars-2.xml after. */
export const sitemapChildPath = (section: string, page: number) =>
  `/sitemaps/${section}${page > 1 ? `-${page}` : ''}.xml`

/** The section and page a child's file name names, or null (→ 404). `cars-1.xml` is not canonical. */
export function parseSitemapChild(file: string): { section: string; page: number } | null {
  const m = /^([a-z][a-z0-9]*(?:-[a-z][a-z0-9]*)*)(?:-([2-9]|[1-9]\d{1,5}))?\.xml$/.exec(file)
  if (!m) return null
  const [, section = '', page] = m
  return { section, page: page ? Number(page) : 1 }
}

/** The entries of one page of a section. */
export const sitemapPage = <T>(entries: readonly T[], page: number, max = SITEMAP_MAX_URLS): T[] =>
  entries.slice((page - 1) * max, page * max)
