/**
 * A site's /robots.txt (docs/features/seo.md "Search engines: robots.txt, sitemaps and vehicle feeds"): crawlers
 * may read the shopper pages and the results landing pages, but not the APIs, the admin, the
 * printouts, sign-in and the shopper's own pages, checkout flows, or filtered result URLs (a query
 * string on /search or /used-car): those are endless combinations of the landing pages the sitemap
 * already lists.
 */
export const ROBOTS_DISALLOW = [
  '/api/',
  '/admin',
  '/print',
  '/sign-in',
  '/my-garage',
  '/mymotorama',
  '/mybigboxcars',
  '/myblinkr',
  '/myservco',
  '/favourites',
  '/compare',
  '/success',
  '/cars/*/checkout',
  '/cars/*/buy-online',
  '/search?',
  '/search/*?',
  '/used-car?',
  '/used-car/*?',
] as const

export function robotsTxt(sitemapUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n')
}

/**
 * Whether a path (with its query) is open to crawlers under ROBOTS_DISALLOW, matched as Google reads
 * robots.txt: a rule is a prefix, `*` matches any run of characters, and the longest matching rule
 * wins (`Allow: /` is the shortest). For tests and for checking links the sitemap writes.
 */
export function robotsAllows(pathAndQuery: string): boolean {
  return !ROBOTS_DISALLOW.some((rule) => {
    const pattern = rule
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*')
    return new RegExp(`^${pattern}`).test(pathAndQuery)
  })
}
