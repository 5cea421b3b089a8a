/**
 * Where a staff-edited page lives on its site (finance §2 "Navigation and footer link targets"):
 * top level like /about-us and /privacy-policy, or under /pages/ like /pages/capped-price-servicing.
 * Pure: the Pages collection, its loader and the catch-all route share these rules.
 */
export type PagePlacement = 'top' | 'pages'

export const PAGES_SEGMENT = 'pages'

/** A page slug: lower-case letters, digits and single dashes, at most 80 characters. */
export const PAGE_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const PAGE_SLUG_MAX = 80

/**
 * First path segments that the app's own routes answer (src/app/(site)/[site]/… and the root
 * routes), so a top-level page with that slug would never be reached.
 */
export const RESERVED_TOP_LEVEL_SLUGS: readonly string[] = [
  'admin',
  'api',
  'blog',
  'cars',
  'checkout-journey',
  'icons',
  'manifest-webmanifest',
  PAGES_SEGMENT,
  'preview',
  'print',
  'search',
  'special-offers',
  'success',
  'used-car',
]

/** Slugs under /pages/ that the app's own routes answer (src/app/(site)/[site]/pages/…). */
export const RESERVED_PAGES_SLUGS: readonly string[] = ['unsubscribe']

export const isPageSlug = (slug: string) => slug.length <= PAGE_SLUG_MAX && PAGE_SLUG_PATTERN.test(slug)

/** The error to show staff for a slug at a placement, or null when it is fine. */
export function pageSlugProblem(slug: string, placement: PagePlacement): string | null {
  if (!isPageSlug(slug))
    return `Use lower-case letters, digits and single dashes (at most ${PAGE_SLUG_MAX} characters).`
  if (placement === 'top' && RESERVED_TOP_LEVEL_SLUGS.includes(slug))
    return `/${slug} is a built-in address of every site. Choose another slug, or put the page under /pages/.`
  if (placement === 'pages' && RESERVED_PAGES_SLUGS.includes(slug))
    return `/${PAGES_SEGMENT}/${slug} is a built-in address of every site. Choose another slug.`
  return null
}

/** The site path of a page: /about-us or /pages/capped-price-servicing. */
export const pagePath = (slug: string, placement: PagePlacement) =>
  placement === 'pages' ? `/${PAGES_SEGMENT}/${slug}` : `/${slug}`

/**
 * The page path a request's segments ask for, or null when no page could live there: one segment
 * (not a built-in route), or `pages` and one slug. Anything else is the site's 404.
 */
export function pagePathFromSegments(segments: readonly string[]): string | null {
  const [first = '', second = ''] = segments
  if (segments.length === 1) return pageSlugProblem(first, 'top') ? null : pagePath(first, 'top')
  if (segments.length === 2 && first === PAGES_SEGMENT)
    return pageSlugProblem(second, 'pages') ? null : pagePath(second, 'pages')
  return null
}
