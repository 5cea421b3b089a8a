/** Cache tags shared by the loaders in src/data and the revalidation hooks in collections/ (docs/ARCHITECTURE.md "Caching"). */
export const tags = {
  sites: 'sites',
  /** Platform-wide: every site's make tiles. */
  makeLogos: 'make-logos',
  /** Platform-wide: the proxy's redirect tables (collections/Redirects). */
  redirects: 'redirects',
  tenantContent: (
    tenantId: number | string,
    kind:
      | 'menus'
      | 'footers'
      | 'dealerships'
      | 'locations'
      | 'pages'
      | 'offers'
      | 'cars'
      | 'reviews'
      | 'banners'
      | 'promo-cards'
      | 'posts',
  ) => `tenant:${tenantId}:${kind}`,
}
