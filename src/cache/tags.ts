/** Cache tags shared by the loaders in src/data and the revalidation hooks in collections/ (docs/ARCHITECTURE.md "Caching"). */
export const tags = {
  sites: 'sites',
  /** Platform-wide: every site's make tiles. */
  makeLogos: 'make-logos',
  tenantContent: (
    tenantId: number | string,
    kind: 'menus' | 'footers' | 'dealerships' | 'locations' | 'pages' | 'offers' | 'cars' | 'reviews',
  ) => `tenant:${tenantId}:${kind}`,
}
