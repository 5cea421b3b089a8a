/** Cache tags shared by the loaders in src/data and the revalidation hooks in collections/ (docs/ARCHITECTURE.md "Caching"). */
export const tags = {
  sites: 'sites',
  /** Platform-wide: every site's make tiles. */
  makeLogos: 'make-logos',
  /** Platform-wide: the proxy's redirect tables (collections/Redirects). */
  redirects: 'redirects',
  /** Platform-wide: the platform-settings global (globals/PlatformSettings). */
  platformSettings: 'platform-settings',
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
      | 'posts'
      /** models and their manufacturers: the model pages and the New Vehicles menu */
      | 'models'
      /** uploads: every loader that shows a picture (an alt text edit or a delete must reach it) */
      | 'media',
  ) => `tenant:${tenantId}:${kind}`,
}
