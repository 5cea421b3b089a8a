import { absoluteUrl } from '@/domain/seo/sitemap'

/**
 * The vehicle page of a car on its site (stock §2 /cars/{slug}); the slug is one path segment. The
 * one writer of a car page's address: links, shared links, feeds, sitemaps, e-mails and lead page ids.
 */
export const carPath = (slug: string) => `/cars/${encodeURIComponent(slug)}`

/** A car page's absolute address on a site's public origin (e-mails, feeds, JSON-LD, the PDF). */
export const carUrl = (origin: string, slug: string) => absoluteUrl(origin, carPath(slug))
